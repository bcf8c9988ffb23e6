import { useQueryClient } from '@tanstack/react-query';
import { web3QueryRoot } from './query-root';
import { whileSignedIn } from '../../../lib/record-queries';
import { afterReconnect } from '../../../lib/after-reconnect';
import { useSocketChannel } from '../../../lib/use-socket-channel';

/** A reward accrues, a principal returns: the member's balance push says so, and the staking figures are read again. */
export function useLiveStaking(): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: web3QueryRoot });
  useSocketChannel(whileSignedIn() ? 'user.balance' : null, refresh, afterReconnect(refresh));
}
