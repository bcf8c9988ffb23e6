import type { ContractOrderBody, ContractStatus } from '@halyard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterChange } from './refresh-after-change';
import { apiRequest } from '../../../lib/api-client';

export interface ContractPlaced {
  id: number;
  status: ContractStatus;
}

/** POST /member/ContractRecord/add: a market order opens at once; a limit order waits (or fills now if already reached). */
export function createContractOrder(body: ContractOrderBody): Promise<ContractPlaced> {
  return apiRequest<ContractPlaced>({ method: 'POST', path: '/member/ContractRecord/add', json: body, showsOwnErrors: true });
}

export function useCreateContractOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createContractOrder, onSuccess: () => refreshAfterChange(queryClient) });
}
