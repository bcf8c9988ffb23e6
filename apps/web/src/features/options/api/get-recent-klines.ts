import type { KlineTick } from '@halyard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The last hour: sixty 1-minute candles. */
const CANDLES = 60;

/** GET /market/history/kline: the pair's recent 1-minute candles, oldest first, read again each minute. */
export function recentKlinesQueryOptions(pair: string) {
  return queryOptions({
    queryKey: ['options', 'klines', pair] as const,
    queryFn: () => apiRequest<KlineTick[]>({ path: '/market/history/kline', query: { symbol: pair, period: '1min', size: CANDLES }, showsOwnErrors: true }),
    refetchInterval: 60_000,
  });
}

export function useRecentKlines(pair: string) {
  return useQuery(recentKlinesQueryOptions(pair));
}
