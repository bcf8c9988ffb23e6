import type { ContractRow } from '@halyard/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
export { englishForTests } from '../../lib/test-i18n';

/** An open 10x long of 100 USDT on BTC at 50,000 (size 0.02, liquidation 45,250). */
export function contractRow(changes: Partial<ContractRow> = {}): ContractRow {
  return {
    id: 1,
    pair: 'btcusdt',
    side: 'long',
    priceType: 'market',
    price: null,
    leverage: 10,
    margin: '100',
    size: '0.02',
    openPrice: '50000',
    fee: '0.5',
    stopProfit: null,
    stopLoss: null,
    liquidationPrice: '45250',
    status: 'open',
    closeReason: null,
    closePrice: null,
    realizedPnl: null,
    netPnl: null,
    parentId: null,
    marginWarned: false,
    feeRate: '0.0005',
    maintenanceRate: '0.005',
    placedSecond: 1_800_000_000,
    openSecond: 1_800_000_000,
    openIndexPrice: '50000',
    closeSecond: null,
    closeIndexPrice: null,
    createdAt: '2027-01-15T08:00:00.000Z',
    openedAt: '2027-01-15T08:00:00.000Z',
    closedAt: null,
    version: 1,
    ...changes,
  };
}

/** A fresh query cache per test (no retries, as in the app), and the element rendered inside it. */
export function renderWithQueries(element: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  const view = render(<QueryClientProvider client={queryClient}>{element}</QueryClientProvider>);
  return { queryClient, ...view };
}

/**
 * Stands in for the socket: `useSocketChannel` registers each channel's latest handler here, and
 * `push` delivers a payload as the server would.
 */
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
