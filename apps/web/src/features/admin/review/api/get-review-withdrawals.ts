import { routes } from '@halyard/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { reviewQuery, type ReviewStatusFilter } from './get-review-deposits';
import { reviewQueryRoot } from '../../console/api/query-root';
import { pagedRecordsQueryOptions } from '../../../../lib/record-queries';

export const reviewWithdrawalsQueryKey = [...reviewQueryRoot, 'withdrawals'] as const;

/** Withdrawals to review, oldest first (operators only, else 403). */
export function reviewWithdrawalsQueryOptions(status: ReviewStatusFilter) {
  return pagedRecordsQueryOptions({ queryKey: [...reviewWithdrawalsQueryKey, status], route: routes.assetsConsole.withdrawals, query: reviewQuery(status) });
}

export function useReviewWithdrawals(status: ReviewStatusFilter) {
  return useInfiniteQuery(reviewWithdrawalsQueryOptions(status));
}
