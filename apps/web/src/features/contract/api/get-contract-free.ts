import { routes } from '@halyard/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { contractQueryRoot } from './query-root';
import { call } from '../../../lib/api-client';
import { whileSignedIn } from '../../../lib/record-queries';
import { afterReconnect } from '../../../lib/after-reconnect';
import { useSocketChannel } from '../../../lib/use-socket-channel';

export const contractFreeQueryRoot = [...contractQueryRoot, 'free'] as const;

/** The largest margin an order at `leverage` can put up (its fee included). */
export function getContractFree(leverage: number) {
  return call(routes.contract.free, { query: { leverage } }, { showsOwnErrors: true });
}

export function contractFreeQueryOptions(leverage: number) {
  return queryOptions({ queryKey: [...contractFreeQueryRoot, leverage], queryFn: () => getContractFree(leverage), enabled: whileSignedIn });
}

/** Available funds at a leverage, asked again whenever `user.balance` says the fund account changed. */
export function useContractFree(leverage: number) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: contractFreeQueryRoot });
  useSocketChannel(whileSignedIn() ? 'user.balance' : null, refresh, afterReconnect(refresh));
  return useQuery(contractFreeQueryOptions(leverage));
}
