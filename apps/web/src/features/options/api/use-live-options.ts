import type { OptionRow } from '@halyard/shared';
import { useQueryClient } from '@tanstack/react-query';
import { optionOrdersQueryRoot } from './get-option-orders';
import { whileSignedIn } from '../../../lib/record-queries';
import { afterReconnect } from '../../../lib/after-reconnect';
import { useSocketChannel } from '../../../lib/use-socket-channel';

/**
 * Every change of the member's options (bought, settled at its close second) arrives on
 * `user.orders`: both lists are read again, and a settlement is handed to `onSettled`.
 */
export function useLiveOptions(onSettled: (row: OptionRow) => void): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: optionOrdersQueryRoot });
  useSocketChannel(
    whileSignedIn() ? 'user.orders' : null,
    (push) => {
      if (push.product !== 'option') return;
      refresh();
      if (push.order.status === 'settled') onSettled(push.order);
    },
    afterReconnect(refresh),
  );
}
