import { useQueryClient } from '@tanstack/react-query';
import { balancesQueryKey, useBalances } from './get-balances';
import { whileSignedIn } from '../../lib/record-queries';
import { afterReconnect } from '../../lib/after-reconnect';
import { useSocketChannel } from '../../lib/use-socket-channel';

/** The member's balances, kept current by `user.balance` pushes (every change, from any device), and read again after a reconnect. */
export function useLiveBalances() {
  const queryClient = useQueryClient();
  useSocketChannel(
    whileSignedIn() ? 'user.balance' : null,
    (balances) => queryClient.setQueryData(balancesQueryKey, balances),
    afterReconnect(() => void queryClient.invalidateQueries({ queryKey: balancesQueryKey })),
  );
  return useBalances();
}
