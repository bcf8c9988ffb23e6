import { routes } from '@halyard/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { contractQueryRoot } from './query-root';
import { pageParams, pagedRecordsQueryOptions } from '../../../lib/record-queries';

/** The three lists of the trade page: pending orders, open positions, and closed (with cancelled) ones. */
export type ContractList = 'pending' | 'open' | 'closed';
export const CONTRACT_LISTS: readonly ContractList[] = ['open', 'pending', 'closed'];

export const contractOrdersQueryRoot = [...contractQueryRoot, 'orders'] as const;

export function contractOrdersQueryKey(list: ContractList) {
  return [...contractOrdersQueryRoot, list] as const;
}

/** One list, newest first. */
export function contractOrdersQueryOptions(list: ContractList) {
  return pagedRecordsQueryOptions({
    queryKey: contractOrdersQueryKey(list),
    route: routes.contract.list,
    query: (pageNum) => ({ ...pageParams(pageNum), status: list }),
  });
}

export function useContractOrders(list: ContractList) {
  return useInfiniteQuery(contractOrdersQueryOptions(list));
}
