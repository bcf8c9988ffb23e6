import { routes, type BoxOpeningStatusName } from '@halyard/shared';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { blindBoxQueryRoot } from './query-root';
import { pageParams, pagedRecordsQueryOptions, recordQueryOptions } from '../../../lib/record-queries';

export const ALL_OPENINGS = 'all';
export type OpeningFilter = BoxOpeningStatusName | typeof ALL_OPENINGS;
/** While a prize waits for its payout, the history looks again this often. */
export const PENDING_REFRESH_MS = 3_000;

export const openingsQueryKey = [...blindBoxQueryRoot, 'openings'] as const;

/** The member's openings, newest first, pending and paid. */
export function openingsQueryOptions(filter: OpeningFilter) {
  return pagedRecordsQueryOptions({
    queryKey: [...openingsQueryKey, 'list', filter],
    route: routes.blindBox.openings,
    query: (pageNum) => ({ ...pageParams(pageNum), ...(filter === ALL_OPENINGS ? {} : { status: filter }) }),
  });
}

export function useOpenings(filter: OpeningFilter) {
  return useInfiniteQuery({
    ...openingsQueryOptions(filter),
    refetchInterval: (query) => (query.state.data?.pages.some((page) => page.rows.some((row) => row.status === 'pending')) ? PENDING_REFRESH_MS : false),
  });
}

/** One opening, with the table it was drawn from and its seed once revealed. */
export function openingQueryOptions(id: number) {
  return recordQueryOptions({ queryKey: [...openingsQueryKey, 'detail', id], route: routes.blindBox.opening, params: { id } });
}

export function useOpening(id: number) {
  return useQuery({ ...openingQueryOptions(id), refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_REFRESH_MS : false) });
}
