import { routes, withdrawalAddressBodySchema, type WithdrawalAddressBody, type WithdrawalChain, WITHDRAWAL_ADDRESS_LABEL_MAX } from '@halyard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withdrawalAddressesQueryKey } from './get-withdrawal-addresses';
import { call } from '../../../lib/api-client';
import type { MoneyFormIssue } from '../form-issue';

/** What the address book's form holds; the address itself is checked in address-book-draft.ts (it needs viem). */
export interface WithdrawalAddressDraft {
  chain: WithdrawalChain;
  address: string;
  label: string;
}

/** The label by the server's own schema: something to call it by, at most WITHDRAWAL_ADDRESS_LABEL_MAX characters. */
export function addressLabelIssue(label: string): MoneyFormIssue | undefined {
  if (label.trim() === '') return { key: 'assets.addressBook.labelRequired' };
  if (!withdrawalAddressBodySchema.shape.label.safeParse(label).success) return { key: 'assets.addressBook.labelTooLong', values: { max: String(WITHDRAWAL_ADDRESS_LABEL_MAX) } };
  return undefined;
}

export function withdrawalAddressBody({ chain, address, label }: WithdrawalAddressDraft): WithdrawalAddressBody {
  return { chain, address: address.trim(), label: label.trim() };
}

/** Saves a labelled address (422 when it is already there or the book is full). */
export function createWithdrawalAddress(body: WithdrawalAddressBody) {
  return call(routes.addressBook.add, { body }, { showsOwnErrors: true });
}

export function useCreateWithdrawalAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWithdrawalAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: withdrawalAddressesQueryKey }),
  });
}
