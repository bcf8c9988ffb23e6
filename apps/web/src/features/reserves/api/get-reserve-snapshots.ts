import { routes, type ReserveSnapshot } from '@halyard/shared';
import { infiniteQueryOptions, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { nextPageNumber, PAGE_SIZE, type Page } from '../../../lib/paging';

/** The published snapshots are public: their queries sit outside the member root, and outlive a sign-out. */
export const reservesQueryRoot = ['reserves'] as const;

/** While a coin's reserves are still being read on chain, the list looks again this often. */
export const PENDING_RESERVES_REFRESH_MS = 5_000;

/** One page of the published snapshots, a row per snapshot and coin, newest first. */
export function getReserveSnapshots(pageNum: number): Promise<Page<ReserveSnapshot>> {
  return call(routes.reserves.snapshots, { query: { pageNum, pageSize: PAGE_SIZE } }, { showsOwnErrors: true });
}

export const reserveSnapshotsQueryOptions = infiniteQueryOptions({
  queryKey: [...reservesQueryRoot, 'snapshots'],
  queryFn: ({ pageParam }) => getReserveSnapshots(pageParam),
  initialPageParam: 1,
  getNextPageParam: nextPageNumber<ReserveSnapshot>,
});

/** The snapshots asked for while the page's module loads (first-data.ts). */
export async function prefetchReserveSnapshots(queryClient: QueryClient): Promise<void> {
  await queryClient.prefetchInfiniteQuery(reserveSnapshotsQueryOptions);
}

export function useReserveSnapshots() {
  return useInfiniteQuery({
    ...reserveSnapshotsQueryOptions,
    refetchInterval: (query) => (query.state.data?.pages.some((page) => page.rows.some((row) => row.reservesStatus === 'pending')) ? PENDING_RESERVES_REFRESH_MS : false),
  });
}
