import { routes, type ContractRow } from '@halyard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterChange } from './refresh-after-change';
import { call } from '../../../lib/api-client';

/** Cancels a pending order; its reserve returns to the fund account. */
export function cancelContract(id: number) {
  return call(routes.contract.cancel, { query: { id } });
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
