import { useQueryClient } from '@tanstack/react-query';
import { withdrawalQueryOptions } from './get-withdrawal';
import { withdrawalsQueryKey } from './get-withdrawals';
import { afterReconnect } from '../../../lib/after-reconnect';
import { whileSignedIn } from '../../../lib/record-queries';
import { useSocketChannel } from '../../../lib/use-socket-channel';

/**
 * A withdrawal changes (reviewed, sent, a confirmation more, paid): the row arrives on
 * `user.withdrawals`; its detail takes it as it is, and the lists are read again.
 */
export function useLiveWithdrawals(): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: withdrawalsQueryKey });
  useSocketChannel(
    whileSignedIn() ? 'user.withdrawals' : null,
    (row) => {
      queryClient.setQueryData(withdrawalQueryOptions(row.id).queryKey, row);
      void queryClient.invalidateQueries({ queryKey: [...withdrawalsQueryKey, 'list'] });
    },
    afterReconnect(refresh),
  );
}
