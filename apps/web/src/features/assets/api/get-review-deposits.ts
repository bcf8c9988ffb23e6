import type { AdminDepositRow, DepositStatus } from '@halyard/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { nextPageNumber, PAGE_SIZE, type Page } from './paging';
import { reviewQueryRoot, whileSignedIn } from './query-root';
import { apiRequest } from '../../../lib/api-client';

/** A review queue shows one status, or every record. */
export type ReviewStatusFilter = DepositStatus | 'all';

export const reviewDepositsQueryKey = [...reviewQueryRoot, 'deposits'] as const;

/** GET /admin/deposits?status=: deposits to review, oldest first (operators only, else 403). */
export function getReviewDeposits(status: ReviewStatusFilter, pageNum: number): Promise<Page<AdminDepositRow>> {
  return apiRequest<Page<AdminDepositRow>>({
    path: '/admin/deposits',
    query: { status: status === 'all' ? undefined : status, pageNum, pageSize: PAGE_SIZE },
  });
}

export function reviewDepositsQueryOptions(status: ReviewStatusFilter) {
  return infiniteQueryOptions({
    queryKey: [...reviewDepositsQueryKey, status],
    queryFn: ({ pageParam }) => getReviewDeposits(status, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageNumber,
    enabled: whileSignedIn,
  });
}

export function useReviewDeposits(status: ReviewStatusFilter) {
  return useInfiniteQuery(reviewDepositsQueryOptions(status));
}
