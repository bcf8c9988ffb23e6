import { marketChannels, routes, type MarketDetail } from '@halyard/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client';
import { useSocketChannel } from '../../lib/use-socket-channel';

function marketDetailQueryKey(pair: string) {
  return ['market', 'detail', pair] as const;
}

/** The pair's rolling 24 h statistics. */
function getMarketDetail(pair: string) {
  return call(routes.market.detail, { query: { symbol: pair } });
}

/** Fresh for 10 s: pushes keep it current, and a page opening right after the route's prefetch does not ask again. */
export function marketDetailQueryOptions(pair: string) {
  return queryOptions({ queryKey: marketDetailQueryKey(pair), queryFn: () => getMarketDetail(pair), staleTime: 10_000 });
}

/**
 * The REST read for the first paint, then every `market.<pair>.detail` push replaces it;
 * `select` reads one figure of it (a component then renders only when that figure changes).
 */
export function useMarketDetail<Selected = MarketDetail>(pair: string, select?: (detail: MarketDetail) => Selected) {
  const queryClient = useQueryClient();
  useSocketChannel(marketChannels.detail(pair), (tick) => {
    queryClient.setQueryData<MarketDetail>(marketDetailQueryKey(pair), { ...tick, symbol: pair, ts: Date.now() });
  });
  return useQuery({ ...marketDetailQueryOptions(pair), select });
}
