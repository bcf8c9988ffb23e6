import type { AdminWithdrawalRow } from '@halyard/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ReviewStatusFilter } from './get-review-deposits';
import { nextPageNumber, PAGE_SIZE, type Page } from './paging';
import { reviewQueryRoot, whileSignedIn } from './query-root';
import { apiRequest } from '../../../lib/api-client';

export const reviewWithdrawalsQueryKey = [...reviewQueryRoot, 'withdrawals'] as const;

/** GET /admin/withdrawals?status=: withdrawals to review, oldest first (operators only, else 403). */
export function getReviewWithdrawals(status: ReviewStatusFilter, pageNum: number): Promise<Page<AdminWithdrawalRow>> {
  return apiRequest<Page<AdminWithdrawalRow>>({
    path: '/admin/withdrawals',
    query: { status: status === 'all' ? undefined : status, pageNum, pageSize: PAGE_SIZE },
  });
}

export function reviewWithdrawalsQueryOptions(status: ReviewStatusFilter) {
  return infiniteQueryOptions({
    queryKey: [...reviewWithdrawalsQueryKey, status],
    queryFn: ({ pageParam }) => getReviewWithdrawals(status, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageNumber,
    enabled: whileSignedIn,
  });
}

export function useReviewWithdrawals(status: ReviewStatusFilter) {
  return useInfiniteQuery(reviewWithdrawalsQueryOptions(status));
}
