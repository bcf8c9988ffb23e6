import { marketChannels, type Trade } from '@halyard/shared';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client';
import { englishForTests, renderWithQueries } from '../test-setup';
import { RecentTrades } from './recent-trades';

const socket = await vi.hoisted(async () => (await import('../test-setup')).fakeSocket());
vi.mock('../../../lib/use-socket-channel', () => ({ useSocketChannel: socket.useSocketChannel }));
vi.mock('../../../lib/api-client', async (original) => (await import('../../../lib/testing/api-request-seam')).answeredByRequest(await original()));

function trade(tradeId: number, direction: Trade['direction'], price = 100 + tradeId / 1000): Trade {
  return { id: tradeId, tradeId, ts: Date.UTC(2026, 0, 1, 12, 0, tradeId), price, amount: 0.123456789, direction };
}

/** 30 trades, newest (30) first, alternating buy and sell. */
const latest = Array.from({ length: 30 }, (_, index) => trade(30 - index, index % 2 ? 'sell' : 'buy'));

const shownPrices = () => screen.getAllByTestId('trade-price').map((price) => price.textContent);

describe('the latest trades', () => {
  beforeAll(async () => {
    await englishForTests();
  });
  beforeEach(() => {
    vi.mocked(apiRequest).mockReset();
    vi.mocked(apiRequest).mockResolvedValue(latest);
  });
  afterEach(cleanup);

  it('shows the first few, newest on top, coloured and named by side, at the pair precision', async () => {
    renderWithQueries(<RecentTrades pair="ethusdt" limit={20} />);
    await waitFor(() => expect(screen.getAllByTestId('trade-row')).toHaveLength(20));
    expect(apiRequest).toHaveBeenCalledWith({ method: 'GET', path: '/market/history/trade', query: { symbol: 'ethusdt', size: 100 }, showsOwnErrors: true });
    const [first, second] = screen.getAllByTestId('trade-row');
    expect(first?.className).toContain('trade-row--buy');
    expect(first?.textContent).toContain('Buy 100.03');
    expect(first?.textContent).toContain('0.1234');
    expect(second?.className).toContain('trade-row--sell');
    expect(second?.textContent).toContain('Sell 100.02');
    expect(screen.queryByTestId('list-end')).toBeNull();
  });

  it('lists them all with "No more data" at the end, and puts pushed trades on top', async () => {
    renderWithQueries(<RecentTrades pair="ethusdt" />);
    await waitFor(() => expect(screen.getAllByTestId('trade-row')).toHaveLength(30));
    expect(screen.getByTestId('list-end').textContent).toBe('No more data');
    act(() => socket.push(marketChannels.trade('ethusdt'), { id: 1, ts: 1, data: [trade(32, 'sell', 101.5), trade(31, 'buy', 101.25)] }));
    await waitFor(() => expect(shownPrices().slice(0, 3)).toEqual(['101.50', '101.25', '100.03']));
  });

  it('says "No data available" when the pair has no trades yet', async () => {
    vi.mocked(apiRequest).mockResolvedValue([]);
    renderWithQueries(<RecentTrades pair="ethusdt" />);
    expect((await screen.findByTestId('empty-state')).textContent).toBe('No data available');
  });
});
