import type { Balances } from '@halyard/shared';
import { useQueryClient } from '@tanstack/react-query';
import { balancesQueryKey, useBalances } from '../api/get-balances';
import { whileSignedIn } from '../api/query-root';
import { useSocketChannel } from '../../../lib/use-socket-channel';

/** The member's balances, kept current by `user.balance` pushes (every change, from any device). */
export function useLiveBalances() {
  const queryClient = useQueryClient();
  useSocketChannel<Balances>(whileSignedIn() ? 'user.balance' : null, (balances) => {
    queryClient.setQueryData(balancesQueryKey, balances);
  });
  return useBalances();
}
