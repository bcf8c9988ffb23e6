import type { WithdrawalRow } from '@halyard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { withdrawalsQueryKey } from './get-withdrawals';
import { whileSignedIn } from './query-root';
import { apiRequest } from '../../../lib/api-client';

/** GET /member/withdrawalRecord/:id: one withdrawal of the member, with its review status. */
export function getWithdrawal(id: number): Promise<WithdrawalRow> {
  return apiRequest<WithdrawalRow>({ path: `/member/withdrawalRecord/${id}` });
}

export function withdrawalQueryOptions(id: number) {
  return queryOptions({ queryKey: [...withdrawalsQueryKey, 'detail', id], queryFn: () => getWithdrawal(id), enabled: whileSignedIn });
}

export function useWithdrawal(id: number) {
  return useQuery(withdrawalQueryOptions(id));
}
