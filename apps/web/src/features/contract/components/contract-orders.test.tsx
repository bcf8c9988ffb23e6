import { marketChannels, type ContractRow, type MarketDetail } from '@halyard/shared';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, type ApiRequest } from '../../../lib/api-client';
import { writeStored } from '../../../lib/storage';
import { contractRow, englishForTests, renderWithQueries } from '../test-setup';
import { ContractOrders } from './contract-orders';

const socket = await vi.hoisted(async () => (await import('../test-setup')).fakeSocket());
vi.mock('../../../lib/use-socket-channel', () => ({ useSocketChannel: socket.useSocketChannel }));
vi.mock('../../../lib/api-client', async (original) => (await import('../../../lib/testing/api-request-seam')).answeredByRequest(await original()));

const detail: MarketDetail = { id: 1, open: 50000, close: 51000, low: 49000, high: 52000, amount: 1, vol: 1, count: 1, version: 1, symbol: 'btcusdt', ts: 1 };
let lists: Record<string, ContractRow[]>;
let closes: Record<string, unknown>[];
/** The closed half of position 5, as a partial close answers it. */
const part = contractRow({ id: 9, parentId: 5, size: '0.01', margin: '50', status: 'closed', closeReason: 'manual', closePrice: '51000', realizedPnl: '10', netPnl: '9.245', fee: '0.755', closedAt: '2027-01-15T08:01:40.000Z' });

function answer(request: ApiRequest): Promise<unknown> {
  if (request.path === '/market/detail') return Promise.resolve(detail);
  if (request.path === '/member/ContractRecord/9') return Promise.resolve(part);
  if (request.path === '/member/ContractRecord/closeContract') {
    closes.push(request.query ?? {});
    return Promise.resolve(part);
  }
  if (request.path === '/member/ContractRecord/listH5') {
    const rows = lists[String(request.query?.status)] ?? [];
    return Promise.resolve({ rows, total: rows.length });
  }
  return Promise.reject(new Error(`unexpected ${request.path}`));
}

describe('the member’s contracts under the form', () => {
  beforeAll(async () => {
    await englishForTests();
    // Member lists are read only with a session.
    writeStored('token', 'member-token');
  });
  beforeEach(() => {
    lists = { open: [contractRow({ id: 5 })], pending: [], closed: [] };
    closes = [];
    vi.mocked(apiRequest).mockReset();
    vi.mocked(apiRequest).mockImplementation(answer);
  });
  afterEach(cleanup);

  it('shows a position’s PnL, return and price change at every index tick', async () => {
    renderWithQueries(<ContractOrders />);
    const card = await screen.findByTestId('position-5');
    await waitFor(() => expect(within(card).getByTestId('position-pnl').textContent).toBe('+20.00'));
    expect(within(card).getByTestId('position-return').textContent).toBe('+20.00%');
    expect(within(card).getByTestId('position-change').textContent).toBe('+2.00%');
    expect(within(card).getByTestId('position-liquidation').textContent).toBe('45,250.00');
    act(() => socket.push(marketChannels.detail('btcusdt'), { ...detail, close: 49500 }));
    await waitFor(() => expect(within(card).getByTestId('position-pnl').textContent).toBe('-10.00'));
    expect(within(card).getByTestId('position-pnl').className).toBe('amount--down');
    expect(within(card).getByTestId('position-return').textContent).toBe('-10.00%');
  });

  it('moves a position to the history when user.orders says it closed, without asking the server again', async () => {
    renderWithQueries(<ContractOrders />);
    await screen.findByTestId('position-5');
    expect(screen.getByTestId('contract-tab-positions').textContent).toBe('Positions (1)');
    const reads = vi.mocked(apiRequest).mock.calls.length;
    const closed = contractRow({ id: 5, status: 'closed', closeReason: 'takeProfit', closePrice: '55000', realizedPnl: '100', netPnl: '98.45', fee: '1.55', closeSecond: 1_800_000_100, closeIndexPrice: '55000.5', closedAt: '2027-01-15T08:01:40.000Z', version: 3 });
    act(() => socket.push('user.orders', { product: 'contract', order: closed }));
    await screen.findByTestId('positions-empty');
    expect(screen.getByTestId('contract-tab-positions').textContent).toBe('Positions (0)');

    lists.closed = [closed];
    fireEvent.click(screen.getByTestId('contract-tab-history'));
    const row = await screen.findByTestId('history-5');
    expect(within(row).getByTestId('history-reason').textContent).toBe('Take-profit close');
    // After both fees: 100 − 1.55 = 98.45, the gross and the fees beside it.
    expect(within(row).getByTestId('history-pnl').textContent).toBe('+98.45 USDT');
    expect(within(row).getByTestId('history-gross').textContent).toBe('Gross +100.00 · fees 1.5500');
    // Only the history list was read: the position's move came by the socket.
    expect(vi.mocked(apiRequest).mock.calls.slice(reads).map(([request]) => request.query?.status)).toEqual(['closed']);

    fireEvent.click(row);
    const sheet = await screen.findByTestId('contract-detail');
    expect(within(sheet).getByTestId('contract-detail-close-rule').textContent).toBe('Take profit: filled at its own price, at the first index second that reached it.');
    expect(within(sheet).getByTestId('detail-close-index-link').getAttribute('href')).toBe('/api/market/index?pair=btcusdt&ts=1800000100');
    expect(within(sheet).getByTestId('detail-close-index-value').textContent).toMatch(/^55,000\.50 at \d{4}-\d{2}-\d{2} \d{2}:\d{2}:40$/);
  });

  it('closes half of a position from its card, showing what it returns and what stays open', async () => {
    renderWithQueries(<ContractOrders />);
    const card = await screen.findByTestId('position-5');
    await waitFor(() => expect(within(card).getByTestId('position-distance-value').textContent).toBe('5,750.00 (11.27%)'));
    expect(within(card).getByTestId('position-distance').getAttribute('data-tone')).toBe('calm');
    fireEvent.click(within(card).getByTestId('position-close'));
    const sheet = await screen.findByTestId('position-close-sheet');
    fireEvent.click(within(sheet).getByTestId('close-share-50'));
    expect(within(sheet).getByTestId('close-size').querySelector('input')?.value).toBe('0.01');
    // At 51,000: PnL 1,000 × 0.01 = 10; fee 0.01 × 51,000 × 0.0005 = 0.255; margin 100 / 2 = 50; back 59.745.
    expect(within(sheet).getByTestId('close-estimate-pnl').textContent).toBe('+10.00 USDT');
    expect(within(sheet).getByTestId('close-estimate-fee').textContent).toBe('0.2550 USDT');
    expect(within(sheet).getByTestId('close-estimate-margin').textContent).toBe('50.00 USDT');
    expect(within(sheet).getByTestId('close-estimate-proceeds').textContent).toBe('59.74 USDT');
    expect(within(sheet).getByTestId('close-estimate-rest').textContent).toBe('0.010000 BTC · margin 50.00 USDT');
    fireEvent.click(within(sheet).getByTestId('close-submit'));
    await waitFor(() => expect(closes).toEqual([{ id: 5, size: '0.01' }]));
  });

  it('refuses to close more than the position, before any call', async () => {
    renderWithQueries(<ContractOrders />);
    fireEvent.click(within(await screen.findByTestId('position-5')).getByTestId('position-close'));
    const sheet = await screen.findByTestId('position-close-sheet');
    fireEvent.change(within(sheet).getByTestId('close-size').querySelector('input') as HTMLInputElement, { target: { value: '0.03' } });
    fireEvent.click(within(sheet).getByTestId('close-submit'));
    expect(within(sheet).getByTestId('close-problem').textContent).toBe("You cannot close more than the position's size");
    expect(closes).toEqual([]);
  });

  it('opens the order of ?order= (an alert’s target) in its own list, the part saying which position it came from', async () => {
    renderWithQueries(<ContractOrders />, { at: '/trade?mode=contract&order=9' });
    const sheet = await screen.findByTestId('contract-detail');
    expect(within(sheet).getByTestId('contract-detail-pnl').textContent).toBe('+9.24');
    expect(within(sheet).getByTestId('contract-detail-list-parent').textContent).toBe('Part of position #5');
    expect(within(sheet).getByTestId('contract-detail-list-gross').textContent).toBe('+10.00 USDT');
    await waitFor(() => expect(screen.getByTestId('contract-tab-history').getAttribute('aria-selected')).toBe('true'));
  });
});
