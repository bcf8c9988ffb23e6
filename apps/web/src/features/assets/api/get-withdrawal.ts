import type { WithdrawalRow } from '@halyard/shared';
import { useQuery } from '@tanstack/react-query';
import { withdrawalsQueryKey } from './get-withdrawals';
import { recordPathQueryOptions } from '../../../lib/record-queries';

/** GET /member/withdrawalRecord/:id: one withdrawal of the member, with its review status. */
export function withdrawalQueryOptions(id: number) {
  return recordPathQueryOptions<WithdrawalRow>({ queryKey: [...withdrawalsQueryKey, 'detail', id], path: `/member/withdrawalRecord/${id}` });
}

export function useWithdrawal(id: number) {
  return useQuery(withdrawalQueryOptions(id));
}
