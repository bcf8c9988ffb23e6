import { QueryClient } from '@tanstack/react-query';

/** Failures are already reported by the API client, so queries do not retry them blindly. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
  },
});

/**
 * Every query of the signed-in member (info, balances, records, review queues) starts with this
 * key, so ending a session removes them all at once.
 */
export const memberQueryRoot = ['member'] as const;
