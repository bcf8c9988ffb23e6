import type { ContractRow } from '@halyard/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { contractQueryRoot } from './query-root';
import { pageParams, pagedPathQueryOptions } from '../../../lib/record-queries';

/** The three lists of the trade page: pending orders, open positions, and closed (with cancelled) ones. */
export type ContractList = 'pending' | 'open' | 'closed';
export const CONTRACT_LISTS: readonly ContractList[] = ['open', 'pending', 'closed'];

export const contractOrdersQueryRoot = [...contractQueryRoot, 'orders'] as const;

export function contractOrdersQueryKey(list: ContractList) {
  return [...contractOrdersQueryRoot, list] as const;
}

/** GET /member/ContractRecord/listH5?status=: one list, newest first. */
export function contractOrdersQueryOptions(list: ContractList) {
  return pagedPathQueryOptions<ContractRow>({
    queryKey: contractOrdersQueryKey(list),
    path: '/member/ContractRecord/listH5',
    query: (pageNum) => ({ ...pageParams(pageNum), status: list }),
  });
}

export function useContractOrders(list: ContractList) {
  return useInfiniteQuery(contractOrdersQueryOptions(list));
}
