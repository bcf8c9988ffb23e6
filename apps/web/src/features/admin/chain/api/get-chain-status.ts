import { routes } from '@halyard/shared';
import { useQuery } from '@tanstack/react-query';
import { consoleQueryOptions, consoleQueryRoot } from '../../console/api/query-root';

export const chainQueryRoot = [...consoleQueryRoot, 'chain'] as const;
export const chainStatusQueryKey = [...chainQueryRoot, 'status'] as const;

/** How often the console reads the watcher again while the page is open: about a block's time. */
const REFRESH_MS = 15_000;

/** The watcher's last block, the node's head, the lag, the last error and the alarms. */
export function useChainStatus() {
  return useQuery({ ...consoleQueryOptions(chainStatusQueryKey, routes.chainConsole.status), refetchInterval: REFRESH_MS });
}
