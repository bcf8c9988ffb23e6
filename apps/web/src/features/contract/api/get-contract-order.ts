import type { ContractRow } from '@halyard/shared';
import { useQuery } from '@tanstack/react-query';
import { contractQueryRoot } from './query-root';
import { recordPathQueryOptions } from '../../../lib/record-queries';

export function contractOrderQueryKey(id: number) {
  return [...contractQueryRoot, 'order', id] as const;
}

/** GET /member/ContractRecord/:id: one order, with the index seconds and prices it opened and closed at. */
export function contractOrderQueryOptions(id: number) {
  return recordPathQueryOptions<ContractRow>({ queryKey: contractOrderQueryKey(id), path: `/member/ContractRecord/${id}` });
}

export function useContractOrder(id: number) {
  return useQuery(contractOrderQueryOptions(id));
}
