import { routes, type KlinePeriod, type KlineTick } from '@halyard/shared';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../../lib/api-client';

/** One page of candles: the newest `size` opened before `to` (seconds, UTC; absent: up to now). */
export interface KlinePageQuery {
  pair: string;
  period: KlinePeriod;
  size: number;
  to?: number;
}

/** Candles oldest first. */
export async function getKlineHistory({ pair, period, size, to }: KlinePageQuery): Promise<KlineTick[]> {
  return call(routes.market.klines, { query: { symbol: pair, period, size, to } }, { showsOwnErrors: true });
}

export function klineHistoryQueryOptions(query: KlinePageQuery) {
  return queryOptions({
    queryKey: ['chart', 'kline-history', query.pair, query.period, query.size, query.to ?? 'latest'] as const,
    queryFn: () => getKlineHistory(query),
    // The latest page changes every second; an older page (`to` given) never changes.
    staleTime: query.to === undefined ? 0 : Infinity,
  });
}

/** The chart's data loader pulls pages imperatively (first page, then older ones on scroll). */
export function useFetchKlinePage(): (query: KlinePageQuery) => Promise<KlineTick[]> {
  const queryClient = useQueryClient();
  return useCallback((query: KlinePageQuery) => queryClient.fetchQuery(klineHistoryQueryOptions(query)), [queryClient]);
}
