import { routes } from '@halyard/shared';
import { useQuery } from '@tanstack/react-query';
import { contractQueryRoot } from './query-root';
import { recordQueryOptions } from '../../../lib/record-queries';

export function contractOrderQueryKey(id: number) {
  return [...contractQueryRoot, 'order', id] as const;
}

/** One order, with the index seconds and prices it opened and closed at. */
export function contractOrderQueryOptions(id: number) {
  return recordQueryOptions({ queryKey: contractOrderQueryKey(id), route: routes.contract.byId, params: { id } });
}

export function useContractOrder(id: number) {
  return useQuery(contractOrderQueryOptions(id));
}
