import { QueryClient } from '@tanstack/react-query';

/** Failures are already reported by the API client, so queries do not retry them blindly. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
  },
});
