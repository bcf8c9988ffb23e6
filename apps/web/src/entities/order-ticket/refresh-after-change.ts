import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * After the member's own action: the product's lists and the funds behind them are read again, so
 * the page is right even when the socket is between reconnects (the push, when it arrives, changes nothing).
 */
export function refreshAfterChange(queryClient: QueryClient, queryRoots: readonly QueryKey[]): Promise<unknown> {
  return Promise.all(queryRoots.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
