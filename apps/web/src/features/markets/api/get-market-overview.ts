import { MARKET_TICKERS_CHANNEL, routes, type MarketTicker } from '@halyard/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useSocketChannel } from '../../../lib/use-socket-channel';

/** Under 'home', so /home?reload=true refetches it with the rest of the home data. */
export const marketOverviewQueryKey = ['home', 'markets'] as const;

/** Every quoted pair's 24 h ticker, in display order. */
export async function getMarketOverview(): Promise<MarketTicker[]> {
  const details = await call(routes.home.details, {}, { showsOwnErrors: true });
  return details.markets;
}

export const marketOverviewQueryOptions = queryOptions({ queryKey: marketOverviewQueryKey, queryFn: getMarketOverview });

/** Replaces each known row by its fresh ticker (kept in the original order); new pairs go last. */
export function mergeTickers(current: readonly MarketTicker[] | undefined, fresh: readonly MarketTicker[]): MarketTicker[] {
  if (!current) return [...fresh];
  const bySymbol = new Map(fresh.map((ticker) => [ticker.symbol, ticker]));
  const merged = current.map((row) => bySymbol.get(row.symbol) ?? row);
  const known = new Set(current.map((row) => row.symbol));
  return [...merged, ...fresh.filter((ticker) => !known.has(ticker.symbol))];
}

/** The overview for the first paint, then every `market.tickers` push (once a second) patches it in place. */
export function useMarketOverview() {
  const queryClient = useQueryClient();
  useSocketChannel(MARKET_TICKERS_CHANNEL, (tickers) => {
    queryClient.setQueryData<MarketTicker[]>(marketOverviewQueryKey, (current) => mergeTickers(current, tickers));
  });
  return useQuery(marketOverviewQueryOptions);
}
