import type { ContractRow, OrderPush } from '@halyard/shared';
import { useQueryClient } from '@tanstack/react-query';
import { contractOrderQueryKey } from './get-contract-order';
import { CONTRACT_LISTS, contractOrdersQueryKey, contractOrdersQueryRoot } from './get-contract-orders';
import { whileSignedIn } from '../../../lib/record-queries';
import { useSocketChannel } from '../../../lib/use-socket-channel';
import { applyOrderChange, type ContractPages } from '../order-cache';

/**
 * Every change of the member's orders (placed, filled, closed by a trigger or a liquidation,
 * cancelled, edited) arrives on `user.orders`; each list and the order's own record follow it
 * at once, without asking the server again.
 */
export function useLiveContractOrders(): void {
  const queryClient = useQueryClient();
  useSocketChannel<OrderPush>(whileSignedIn() ? 'user.orders' : null, (push) => {
    if (push.product !== 'contract') return;
    const row = push.order;
    for (const list of CONTRACT_LISTS) {
      queryClient.setQueryData<ContractPages>(contractOrdersQueryKey(list), (data) => applyOrderChange(data, list, row));
    }
    queryClient.setQueryData<ContractRow>(contractOrderQueryKey(row.id), (shown) => (shown && shown.version > row.version ? shown : row));
  }, (again) => {
    // Back after a reconnect: what changed meanwhile (a trigger, a liquidation) is read again.
    if (again) void queryClient.invalidateQueries({ queryKey: contractOrdersQueryRoot });
  });
}
