import type { QueryClient } from '@tanstack/react-query';
import { contractFreeQueryRoot } from './get-contract-free';
import { contractOrdersQueryRoot } from './get-contract-orders';
import { refreshAfterChange as refreshTicket } from '../../../entities/order-ticket';

/** After the member's own action: the contract lists and the funds available to it are read again. */
export function refreshAfterChange(queryClient: QueryClient): Promise<unknown> {
  return refreshTicket(queryClient, [contractOrdersQueryRoot, contractFreeQueryRoot]);
}
