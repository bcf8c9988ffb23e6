import { routes, type ChainDepositChain } from '@halyard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { assetsQueryRoot } from './query-root';
import { call } from '../../../lib/api-client';
import { whileSignedIn } from '../../../lib/record-queries';

/** The member's own deposit address on Ethereum: assigned at the first ask and the same for ever. */
export function getDepositAddress(chain: ChainDepositChain) {
  return call(routes.chain.depositAddress, { query: { chain } }, { showsOwnErrors: true });
}

export function depositAddressQueryOptions(chain: ChainDepositChain) {
  // It never changes once assigned: read once per session (sign-out clears the member root).
  return queryOptions({ queryKey: [...assetsQueryRoot, 'depositAddress', chain], queryFn: () => getDepositAddress(chain), enabled: whileSignedIn, staleTime: Infinity });
}

export function useDepositAddress(chain: ChainDepositChain) {
  return useQuery(depositAddressQueryOptions(chain));
}
