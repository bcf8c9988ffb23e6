import { routes } from '@halyard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** The last hour: sixty 1-minute candles. */
const CANDLES = 60;

/** The pair's recent 1-minute candles, oldest first, read again each minute. */
export function recentKlinesQueryOptions(pair: string) {
  return queryOptions({
    queryKey: ['options', 'klines', pair] as const,
    queryFn: () => call(routes.market.klines, { query: { symbol: pair, period: '1min', size: CANDLES } }, { showsOwnErrors: true }),
    refetchInterval: 60_000,
  });
}

export function useRecentKlines(pair: string) {
  return useQuery(recentKlinesQueryOptions(pair));
}
