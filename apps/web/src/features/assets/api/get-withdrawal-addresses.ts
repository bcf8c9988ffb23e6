import { routes } from '@halyard/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { assetsQueryRoot } from './query-root';
import { pagedRecordsQueryOptions } from '../../../lib/record-queries';

/** The address book and every check of a destination; saving or deleting an address invalidates them all. */
export const withdrawalAddressesQueryKey = [...assetsQueryRoot, 'withdrawalAddresses'] as const;

/** The member's saved addresses, newest first, each with its paid withdrawals. */
export const withdrawalAddressesQueryOptions = pagedRecordsQueryOptions({ queryKey: [...withdrawalAddressesQueryKey, 'list'], route: routes.addressBook.list });

export function useWithdrawalAddresses() {
  return useInfiniteQuery(withdrawalAddressesQueryOptions);
}
