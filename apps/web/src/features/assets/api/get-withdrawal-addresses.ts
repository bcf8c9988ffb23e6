import type { WithdrawalAddressRow } from '@halyard/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { assetsQueryRoot } from './query-root';
import { pagedPathQueryOptions } from '../../../lib/record-queries';

/** The address book and every check of a destination; saving or deleting an address invalidates them all. */
export const withdrawalAddressesQueryKey = [...assetsQueryRoot, 'withdrawalAddresses'] as const;

/** GET /member/withdrawalAddress/listH5: the member's saved addresses, newest first, each with its paid withdrawals. */
export const withdrawalAddressesQueryOptions = pagedPathQueryOptions<WithdrawalAddressRow>({
  queryKey: [...withdrawalAddressesQueryKey, 'list'],
  path: '/member/withdrawalAddress/listH5',
});

export function useWithdrawalAddresses() {
  return useInfiniteQuery(withdrawalAddressesQueryOptions);
}
