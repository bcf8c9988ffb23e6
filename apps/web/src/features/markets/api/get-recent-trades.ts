import { marketChannels, routes, TRADE_HISTORY_LIMIT, type Trade } from '@halyard/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useSocketChannel } from '../../../lib/use-socket-channel';

export function recentTradesQueryKey(pair: string) {
  return ['market', 'trades', pair] as const;
}

/** The pair's latest trades (as many as the server keeps), newest first. */
export function getRecentTrades(pair: string): Promise<Trade[]> {
  return call(routes.market.trades, { query: { symbol: pair, size: TRADE_HISTORY_LIMIT } }, { showsOwnErrors: true });
}

export function recentTradesQueryOptions(pair: string) {
  return queryOptions({ queryKey: recentTradesQueryKey(pair), queryFn: () => getRecentTrades(pair) });
}

/**
 * New trades on top, each trade once, never more than the server keeps. Before the first read has
 * answered there is nothing to add to (undefined leaves the cache alone): a list of the one or two
 * trades of a push would flash and then jump to the full page.
 */
export function prependTrades(current: readonly Trade[] | undefined, fresh: readonly Trade[]): Trade[] | undefined {
  if (!current) return undefined;
  const known = new Set(current.map((trade) => trade.tradeId));
  return [...fresh.filter((trade) => !known.has(trade.tradeId)), ...current].slice(0, TRADE_HISTORY_LIMIT);
}

/** The latest trades for the first paint, then each `market.<pair>.trade.detail` push adds its trades. */
export function useRecentTrades(pair: string) {
  const queryClient = useQueryClient();
  useSocketChannel(marketChannels.trade(pair), (tick) => {
    queryClient.setQueryData<Trade[]>(recentTradesQueryKey(pair), (current) => prependTrades(current, tick.data));
  });
  return useQuery(recentTradesQueryOptions(pair));
}
