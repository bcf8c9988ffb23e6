import type { ContractRow } from '@halyard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterChange } from './refresh-after-change';
import { apiRequest } from '../../../lib/api-client';

/** PUT /member/ContractRecord/cancelContract?id=: cancels a pending order; its reserve returns to the fund account. */
export function cancelContract(id: number): Promise<ContractRow> {
  return apiRequest<ContractRow>({ method: 'PUT', path: '/member/ContractRecord/cancelContract', query: { id } });
}

/**
 * `onCancelled` runs even when the card that asked is gone (the push that removes it from its list may
 * come before the answer), unlike a callback given to `mutate`.
 */
export function useCancelContract(onCancelled: (row: ContractRow) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelContract,
    onSuccess: (row) => {
      onCancelled(row);
      return refreshAfterChange(queryClient);
    },
  });
}
