import type { BoxOpeningRow, BoxOpeningStatusName } from '@halyard/shared';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { blindBoxQueryRoot } from './query-root';
import { pageParams, pagedPathQueryOptions, recordPathQueryOptions } from '../../../lib/record-queries';

export const ALL_OPENINGS = 'all';
export type OpeningFilter = BoxOpeningStatusName | typeof ALL_OPENINGS;
/** While a prize waits for its payout, the history looks again this often. */
export const PENDING_REFRESH_MS = 3_000;

export const openingsQueryKey = [...blindBoxQueryRoot, 'openings'] as const;

/** GET /member/boxRecord/listH5: the member's openings, newest first, pending and paid. */
export function openingsQueryOptions(filter: OpeningFilter) {
  return pagedPathQueryOptions<BoxOpeningRow>({
    queryKey: [...openingsQueryKey, 'list', filter],
    path: '/member/boxRecord/listH5',
    query: (pageNum) => ({ ...pageParams(pageNum), ...(filter === ALL_OPENINGS ? {} : { status: filter }) }),
  });
}

export function useOpenings(filter: OpeningFilter) {
  return useInfiniteQuery({
    ...openingsQueryOptions(filter),
    refetchInterval: (query) => (query.state.data?.pages.some((page) => page.rows.some((row) => row.status === 'pending')) ? PENDING_REFRESH_MS : false),
  });
}

/** GET /member/boxRecord/:id: one opening, with the table it was drawn from and its seed once revealed. */
export function openingQueryOptions(id: number) {
  return recordPathQueryOptions<BoxOpeningRow>({ queryKey: [...openingsQueryKey, 'detail', id], path: `/member/boxRecord/${id}` });
}

export function useOpening(id: number) {
  return useQuery({ ...openingQueryOptions(id), refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_REFRESH_MS : false) });
}
