import { routes, type ContractOrderBody } from '@halyard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterChange } from './refresh-after-change';
import { call } from '../../../lib/api-client';

/** A market order opens at once; a limit order waits (or fills now if already reached). */
export function createContractOrder(body: ContractOrderBody) {
  return call(routes.contract.place, { body }, { showsOwnErrors: true });
}

export function useCreateContractOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createContractOrder, onSuccess: () => refreshAfterChange(queryClient) });
}
