import { marketChannels, type DetailTick, type MarketDetail } from '@halyard/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { useSocketChannel } from '../../lib/use-socket-channel';

function indexPriceQueryKey(pair: string) {
  return ['trading', 'index', pair] as const;
}

/** A price as exact decimal text: a feed number goes through its shortest decimal form, never float arithmetic. */
function priceText(value: number): string {
  return String(value);
}

function indexPriceQueryOptions(pair: string) {
  return queryOptions({
    queryKey: indexPriceQueryKey(pair),
    queryFn: async () => priceText((await apiRequest<MarketDetail>({ path: '/market/detail', query: { symbol: pair }, showsOwnErrors: true })).close),
  });
}

/**
 * The pair's index price (the feed's last price, which every fill and trigger uses) as decimal
 * text: read once, then replaced by every `market.<pair>.detail` push, once a second.
 */
export function useIndexPrice(pair: string): string | undefined {
  const queryClient = useQueryClient();
  useSocketChannel<DetailTick>(marketChannels.detail(pair), (tick) => queryClient.setQueryData(indexPriceQueryKey(pair), priceText(tick.close)));
  return useQuery(indexPriceQueryOptions(pair)).data;
}
