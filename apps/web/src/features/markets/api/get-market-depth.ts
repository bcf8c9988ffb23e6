import { marketChannels, routes, type DepthTick } from '@halyard/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useSocketChannel } from '../../../lib/use-socket-channel';

export function marketDepthQueryKey(pair: string) {
  return ['market', 'depth', pair] as const;
}

/** The order book, 20 levels a side, best first. */
export function getMarketDepth(pair: string): Promise<DepthTick> {
  return call(routes.market.depth, { query: { symbol: pair } }, { showsOwnErrors: true });
}

export function marketDepthQueryOptions(pair: string) {
  return queryOptions({ queryKey: marketDepthQueryKey(pair), queryFn: () => getMarketDepth(pair) });
}

/** The REST book for the first paint; each `market.<pair>.depth.step0` push replaces it. */
export function useMarketDepth(pair: string) {
  const queryClient = useQueryClient();
  useSocketChannel(marketChannels.depth(pair), (book) => queryClient.setQueryData(marketDepthQueryKey(pair), book));
  return useQuery(marketDepthQueryOptions(pair));
}
