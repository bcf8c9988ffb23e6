import type { QueryClient } from '@tanstack/react-query';
import { spotOrdersQueryRoot } from './get-spot-orders';
import { balancesQueryKey } from '../../../entities/account';
import { refreshAfterChange as refreshTicket } from '../../../entities/order-ticket';

/** After the member's own action: the spot lists and the balances are read again. */
export function refreshAfterChange(queryClient: QueryClient): Promise<unknown> {
  return refreshTicket(queryClient, [spotOrdersQueryRoot, balancesQueryKey]);
}
