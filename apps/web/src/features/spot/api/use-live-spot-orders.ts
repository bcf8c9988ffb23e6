import { useQueryClient } from '@tanstack/react-query';
import { spotOrdersQueryRoot } from './get-spot-orders';
import { whileSignedIn } from '../../../lib/record-queries';
import { afterReconnect } from '../../../lib/after-reconnect';
import { useSocketChannel } from '../../../lib/use-socket-channel';

/**
 * Every change of the member's spot orders (placed, filled when the index reaches a limit,
 * cancelled) arrives on `user.orders`: both lists are read again.
 */
export function useLiveSpotOrders(): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: spotOrdersQueryRoot });
  useSocketChannel(
    whileSignedIn() ? 'user.orders' : null,
    (push) => {
      if (push.product === 'spot') refresh();
    },
    afterReconnect(refresh),
  );
}
