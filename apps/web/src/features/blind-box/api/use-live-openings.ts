import { useQueryClient } from '@tanstack/react-query';
import { openingsQueryKey } from './get-box-openings';
import { whileSignedIn } from '../../../lib/record-queries';
import { afterReconnect } from '../../../lib/after-reconnect';
import { useSocketChannel } from '../../../lib/use-socket-channel';

/** A prize is paid: the member's balance push says so, and the openings are read again at once. */
export function useLiveOpenings(): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: openingsQueryKey });
  useSocketChannel(whileSignedIn() ? 'user.balance' : null, refresh, afterReconnect(refresh));
}
