import type { DepositRow } from '@halyard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { depositsQueryKey } from './get-deposits';
import { whileSignedIn } from './query-root';
import { apiRequest } from '../../../lib/api-client';

/** GET /member/rechargeRecord/:id: one deposit of the member, with its review status. */
export function getDeposit(id: number): Promise<DepositRow> {
  return apiRequest<DepositRow>({ path: `/member/rechargeRecord/${id}` });
}

export function depositQueryOptions(id: number) {
  return queryOptions({ queryKey: [...depositsQueryKey, 'detail', id], queryFn: () => getDeposit(id), enabled: whileSignedIn });
}

export function useDeposit(id: number) {
  return useQuery(depositQueryOptions(id));
}
