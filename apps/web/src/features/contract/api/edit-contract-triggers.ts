import { routes } from '@halyard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterChange } from './refresh-after-change';
import { call } from '../../../lib/api-client';

export interface TriggerEdit {
  id: number;
  /** The new level, or '' to remove it. */
  stopProfit: string;
  stopLoss: string;
}

/** Sets or (empty) removes the take profit and stop loss. */
export function editContractTriggers({ id, stopProfit, stopLoss }: TriggerEdit) {
  return call(routes.contract.editTriggers, { query: { id, stopProfit, stopLoss } }, { showsOwnErrors: true });
}

export function useEditContractTriggers() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: editContractTriggers, onSuccess: () => refreshAfterChange(queryClient) });
}
