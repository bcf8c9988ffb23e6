import { routes } from '@halyard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withdrawalAddressesQueryKey } from './get-withdrawal-addresses';
import { call } from '../../../lib/api-client';

/** Removes a saved address; withdrawals already made keep theirs. */
export function deleteWithdrawalAddress(id: number) {
  return call(routes.addressBook.remove, { params: { id } }, { showsOwnErrors: true });
}

export function useDeleteWithdrawalAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWithdrawalAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: withdrawalAddressesQueryKey }),
  });
}
