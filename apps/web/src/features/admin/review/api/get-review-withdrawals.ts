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

/** How often the queue is read again while a payout it shows waits for its confirmations. */
const SENT_REFRESH_MS = 2000;

export function useReviewWithdrawals(status: ReviewStatusFilter) {
  return useInfiniteQuery({
    ...reviewWithdrawalsQueryOptions(status),
    // Operators have no socket of a member's withdrawals: a sent payout's confirmations are polled while one shows.
    refetchInterval: (query) => (query.state.data?.pages.some((page) => page.rows.some((row) => row.status === 'sent')) ? SENT_REFRESH_MS : false),
  });
}
