import { routes, type ContractRow } from '@halyard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterChange } from './refresh-after-change';
import { call } from '../../../lib/api-client';

/** Closes an open position at the index price of this second. */
export function closeContract(id: number) {
  return call(routes.contract.close, { query: { id } });
}

/**
 * `onClosed` runs even when the card that asked is gone (the push that removes it from its list may
 * come before the answer), unlike a callback given to `mutate`.
 */
export function useCloseContract(onClosed: (row: ContractRow) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeContract,
    onSuccess: (row) => {
      onClosed(row);
      return refreshAfterChange(queryClient);
    },
  });
}
