import type { DepositRow } from '@halyard/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { nextPageNumber, PAGE_SIZE, type Page } from './paging';
import { assetsQueryRoot, whileSignedIn } from './query-root';
import { apiRequest } from '../../../lib/api-client';

/** Lists and details of deposits; a new one (or a review) invalidates them all. */
export const depositsQueryKey = [...assetsQueryRoot, 'deposits'] as const;

/** GET /member/rechargeRecord/listH5: the member's deposits, newest first. */
export function getDeposits(pageNum: number): Promise<Page<DepositRow>> {
  return apiRequest<Page<DepositRow>>({ path: '/member/rechargeRecord/listH5', query: { pageNum, pageSize: PAGE_SIZE } });
}

export const depositsQueryOptions = infiniteQueryOptions({
  queryKey: [...depositsQueryKey, 'list'],
  queryFn: ({ pageParam }) => getDeposits(pageParam),
  initialPageParam: 1,
  getNextPageParam: nextPageNumber,
  enabled: whileSignedIn,
});

export function useDeposits() {
  return useInfiniteQuery(depositsQueryOptions);
}
