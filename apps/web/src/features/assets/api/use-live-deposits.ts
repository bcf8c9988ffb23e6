import type { DepositRow } from '@halyard/shared';
import { useQueryClient } from '@tanstack/react-query';
import { depositQueryOptions } from './get-deposit';
import { depositsQueryKey, depositsQueryOptions } from './get-deposits';
import { afterReconnect } from '../../../lib/after-reconnect';
import { whileSignedIn } from '../../../lib/record-queries';
import { useSocketChannel } from '../../../lib/use-socket-channel';
import { applyDepositChange, isStalePush } from '../deposit-cache';

/**
 * Every change of the member's deposits the chain makes (detected, one more confirmation,
 * credited, dropped) arrives on `user.deposits`: the list and the deposit's own record follow it
 * at once, without asking the server again; after a reconnect both are read again.
 */
export function useLiveDeposits(): void {
  const queryClient = useQueryClient();
  const readAgain = () => void queryClient.invalidateQueries({ queryKey: depositsQueryKey });
  useSocketChannel(
    whileSignedIn() ? 'user.deposits' : null,
    (row: DepositRow) => {
      queryClient.setQueryData(depositsQueryOptions.queryKey, (data) => applyDepositChange(data, row));
      queryClient.setQueryData(depositQueryOptions(row.id).queryKey, (shown) => (shown && isStalePush(shown, row) ? shown : row));
    },
    afterReconnect(readAgain),
  );
}
