import type { QueryClient } from '@tanstack/react-query';
import { spotOrdersQueryRoot } from './get-spot-orders';
import { balancesQueryKey } from '../../../entities/account';

/**
 * After the member's own action: the lists and balances are read again, so the page is right
 * even when the socket is between reconnects (the push, when it arrives, changes nothing).
 */
export function refreshAfterChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([spotOrdersQueryRoot, balancesQueryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
