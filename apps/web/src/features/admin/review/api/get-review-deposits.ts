import { routes, type ReviewQueueFilter } from '@halyard/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { reviewQueryRoot } from '../../console/api/query-root';
import { pagedRecordsQueryOptions, pageParams } from '../../../../lib/record-queries';

/** A review queue shows one status, every item still to decide (open), or every record. */
export type ReviewStatusFilter = ReviewQueueFilter | 'all';

/** The query of one page of a review queue: "all" sends no status. */
export function reviewQuery(status: ReviewStatusFilter) {
  return (pageNum: number) => ({ ...pageParams(pageNum), status: status === 'all' ? undefined : status });
}

export const reviewDepositsQueryKey = [...reviewQueryRoot, 'deposits'] as const;

/** Deposits to review, oldest first (operators only, else 403). */
export function reviewDepositsQueryOptions(status: ReviewStatusFilter) {
  return pagedRecordsQueryOptions({ queryKey: [...reviewDepositsQueryKey, status], route: routes.assetsConsole.deposits, query: reviewQuery(status) });
}

export function useReviewDeposits(status: ReviewStatusFilter) {
  return useInfiniteQuery(reviewDepositsQueryOptions(status));
}
