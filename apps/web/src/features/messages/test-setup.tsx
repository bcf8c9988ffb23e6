import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
export { englishForTests } from '../../lib/test-i18n';

/** A fresh query cache per test (no retries, as in the app), and the element rendered inside it. */
export function renderWithQueries(element: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  const view = render(<QueryClientProvider client={queryClient}>{element}</QueryClientProvider>);
  return { queryClient, ...view };
}

/** Stands in for the socket: `push` delivers a payload to the channel's latest handler, as the server would. */
export function fakeSocket() {
  const handlers = new Map<string, (payload: unknown) => void>();
  return {
    useSocketChannel<T>(channel: string | null, onPush: (payload: T) => void): void {
      if (channel !== null) handlers.set(channel, onPush as (payload: unknown) => void);
    },
    push(channel: string, payload: unknown): void {
      const handler = handlers.get(channel);
      if (!handler) throw new Error(`nothing listens to ${channel}`);
      handler(payload);
    },
  };
}
