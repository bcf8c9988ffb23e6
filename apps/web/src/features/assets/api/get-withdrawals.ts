import type { WithdrawalRow } from '@halyard/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { nextPageNumber, PAGE_SIZE, type Page } from './paging';
import { assetsQueryRoot, whileSignedIn } from './query-root';
import { apiRequest } from '../../../lib/api-client';

/** Lists and details of withdrawals; a new one (or a review) invalidates them all. */
export const withdrawalsQueryKey = [...assetsQueryRoot, 'withdrawals'] as const;

/** GET /member/withdrawalRecord/listH5: the member's withdrawals, newest first. */
export function getWithdrawals(pageNum: number): Promise<Page<WithdrawalRow>> {
  return apiRequest<Page<WithdrawalRow>>({ path: '/member/withdrawalRecord/listH5', query: { pageNum, pageSize: PAGE_SIZE } });
}

export const withdrawalsQueryOptions = infiniteQueryOptions({
  queryKey: [...withdrawalsQueryKey, 'list'],
  queryFn: ({ pageParam }) => getWithdrawals(pageParam),
  initialPageParam: 1,
  getNextPageParam: nextPageNumber,
  enabled: whileSignedIn,
});

export function useWithdrawals() {
  return useInfiniteQuery(withdrawalsQueryOptions);
}
