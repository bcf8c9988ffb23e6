import type { MarketTicker } from '@halyard/shared';
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

/** A 24 h ticker that moved from `open` to `close` with `vol` USDT traded. */
export function tickerFor(symbol: string, open: number, close: number, vol = 1): MarketTicker {
  return {
    symbol,
    open,
    close,
    high: Math.max(open, close),
    low: Math.min(open, close),
    amount: 1,
    vol,
    count: 1,
    bid: close,
    bidSize: 1,
    ask: close,
    askSize: 1,
  };
}

/**
 * Stands in for the socket: `useSocketChannel` registers each channel's latest handler here, and
 * `push` delivers a payload as the server would. Use with
 * `vi.mock('../../../lib/use-socket-channel', () => ({ useSocketChannel: socket.useSocketChannel }))`.
 */
export function fakeSocket() {
  const handlers = new Map<string, (payload: unknown) => void>();
  return {
    channels: () => [...handlers.keys()],
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
