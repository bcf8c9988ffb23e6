import type { QueryClient } from '@tanstack/react-query';
import { contractFreeQueryRoot } from './get-contract-free';
import { contractOrdersQueryRoot } from './get-contract-orders';

/**
 * After the member's own action: the lists and available funds are read again, so the page is
 * right even when the socket is between reconnects (the push, when it arrives, changes nothing).
 */
export function refreshAfterChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([contractOrdersQueryRoot, contractFreeQueryRoot].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
