import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withdrawalAddressesQueryKey } from './get-withdrawal-addresses';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /member/withdrawalAddress/:id: removes a saved address; withdrawals already made keep theirs. */
export function deleteWithdrawalAddress(id: number): Promise<null> {
  return apiRequest<null>({ method: 'DELETE', path: `/member/withdrawalAddress/${id}`, showsOwnErrors: true });
}

export function useDeleteWithdrawalAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWithdrawalAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: withdrawalAddressesQueryKey }),
  });
}
