import type { DepositRow } from '@halyard/shared';
import { useQuery } from '@tanstack/react-query';
import { depositsQueryKey } from './get-deposits';
import { recordPathQueryOptions } from '../../../lib/record-queries';

/** GET /member/rechargeRecord/:id: one deposit of the member, with its review status. */
export function depositQueryOptions(id: number) {
  return recordPathQueryOptions<DepositRow>({ queryKey: [...depositsQueryKey, 'detail', id], path: `/member/rechargeRecord/${id}` });
}

export function useDeposit(id: number) {
  return useQuery(depositQueryOptions(id));
}
