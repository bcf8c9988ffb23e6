import { routes, type ContractRow } from '@halyard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterChange } from './refresh-after-change';
import { call } from '../../../lib/api-client';

/** Closes every open position of the member, each at its pair's index price of this second. */
export async function closeAllContracts(): Promise<ContractRow[]> {
  const answer = await call(routes.contract.closeAll, { query: {} }, { showsOwnErrors: true });
  return answer.closed;
}

export function useCloseAllContracts(onClosed: (closed: ContractRow[]) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeAllContracts,
    onSuccess: (closed) => {
      onClosed(closed);
      return refreshAfterChange(queryClient);
    },
  });
}
