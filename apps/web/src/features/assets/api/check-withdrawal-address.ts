import { routes, type WithdrawalChain } from '@halyard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { withdrawalAddressesQueryKey } from './get-withdrawal-addresses';
import { call } from '../../../lib/api-client';
import { whileSignedIn } from '../../../lib/record-queries';

/** How often this member was paid at a destination (0: new to them) and its label in the book. */
export function checkWithdrawalAddress(chain: WithdrawalChain, address: string) {
  return call(routes.addressBook.check, { query: { chain, address } }, { showsOwnErrors: true });
}

export function withdrawalAddressCheckQueryOptions(chain: WithdrawalChain, address: string) {
  return queryOptions({
    queryKey: [...withdrawalAddressesQueryKey, 'check', chain, address],
    queryFn: () => checkWithdrawalAddress(chain, address),
    enabled: whileSignedIn,
  });
}

/** Asked each time a sheet opens (staleTime 0): a payout made since then changes the answer. */
export function useWithdrawalAddressCheck(chain: WithdrawalChain, address: string, { enabled = true } = {}) {
  return useQuery({ ...withdrawalAddressCheckQueryOptions(chain, address), enabled: () => enabled && whileSignedIn() });
}
