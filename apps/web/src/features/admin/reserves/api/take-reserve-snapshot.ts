import { routes } from '@halyard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { consoleQueryRoot } from '../../console/api/query-root';
import { reservesQueryKey } from './get-reserves';

/** Takes a snapshot now (at most once an hour: the card shows the server's refusal). */
export function useTakeReserveSnapshot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(routes.reservesConsole.takeSnapshot, undefined, { showsOwnErrors: true }),
    onSettled: () => Promise.all([reservesQueryKey, [...consoleQueryRoot, 'audit']].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
