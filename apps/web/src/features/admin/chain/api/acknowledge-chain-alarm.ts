import { routes } from '@halyard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { consoleQueryRoot } from '../../console/api/query-root';
import { chainStatusQueryKey } from './get-chain-status';

/** An admin has looked at an alarm: it leaves the open ones and the metrics (audited; a second acknowledge is refused). */
export function useAcknowledgeChainAlarm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(routes.chainConsole.acknowledgeAlarm, { params: { id } }, { showsOwnErrors: true }),
    onSettled: () => Promise.all([chainStatusQueryKey, [...consoleQueryRoot, 'audit']].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
