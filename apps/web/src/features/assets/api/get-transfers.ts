import type { TransferRow } from '@halyard/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { nextPageNumber, PAGE_SIZE, type Page } from './paging';
import { assetsQueryRoot, whileSignedIn } from './query-root';
import { apiRequest } from '../../../lib/api-client';

/** Lists and details of transfers; a new transfer invalidates them all. */
export const transfersQueryKey = [...assetsQueryRoot, 'transfers'] as const;

/** GET /member/transferRecord/listH5: the member's transfers, newest first. */
export function getTransfers(pageNum: number): Promise<Page<TransferRow>> {
  return apiRequest<Page<TransferRow>>({ path: '/member/transferRecord/listH5', query: { pageNum, pageSize: PAGE_SIZE } });
}

export const transfersQueryOptions = infiniteQueryOptions({
  queryKey: [...transfersQueryKey, 'list'],
  queryFn: ({ pageParam }) => getTransfers(pageParam),
  initialPageParam: 1,
  getNextPageParam: nextPageNumber,
  enabled: whileSignedIn,
});

export function useTransfers() {
  return useInfiniteQuery(transfersQueryOptions);
}
