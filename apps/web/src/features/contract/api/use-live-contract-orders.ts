import type { ContractRow } from '@halyard/shared';
import { useQueryClient } from '@tanstack/react-query';
import { contractOrderQueryKey } from './get-contract-order';
import { CONTRACT_LISTS, contractOrdersQueryKey, contractOrdersQueryRoot } from './get-contract-orders';
import { whileSignedIn } from '../../../lib/record-queries';
import { afterReconnect } from '../../../lib/after-reconnect';
import { useSocketChannel } from '../../../lib/use-socket-channel';
import { applyOrderChange, type ContractPages } from '../order-cache';

/**
 * Every change of the member's orders (placed, filled, closed by a trigger or a liquidation,
 * cancelled, edited) arrives on `user.orders`; each list and the order's own record follow it
 * at once, without asking the server again.
 */
export function useLiveContractOrders(): void {
  const queryClient = useQueryClient();
  // Back after a reconnect: what changed meanwhile (a trigger, a liquidation) is read again.
  const readAgain = () => void queryClient.invalidateQueries({ queryKey: contractOrdersQueryRoot });
  useSocketChannel(whileSignedIn() ? 'user.orders' : null, (push) => {
    if (push.product !== 'contract') return;
    const row = push.order;
    for (const list of CONTRACT_LISTS) {
      queryClient.setQueryData<ContractPages>(contractOrdersQueryKey(list), (data) => applyOrderChange(data, list, row));
    }
    queryClient.setQueryData<ContractRow>(contractOrderQueryKey(row.id), (shown) => (shown && shown.version > row.version ? shown : row));
  }, afterReconnect(readAgain));
}
