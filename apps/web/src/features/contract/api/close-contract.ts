import { routes, type ContractRow } from '@halyard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterChange } from './refresh-after-change';
import { call } from '../../../lib/api-client';

/** What to close: a position, whole, or `size` (coin) of it. */
export interface CloseRequest {
  id: number;
  size?: string;
}

/** Closes an open position (or `size` of it) at the index price of this second; a partial close answers its closed part. */
export function closeContract({ id, size }: CloseRequest) {
  return call(routes.contract.close, { query: size === undefined ? { id } : { id, size } }, { showsOwnErrors: true });
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
