import { MARKET_TICKERS_CHANNEL } from '@halyard/shared';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { englishForTests, renderWithQueries, tickerFor } from '../test-setup';
import { QuotesList } from './quotes-list';

const socket = await vi.hoisted(async () => (await import('../test-setup')).fakeSocket());
vi.mock('../../../lib/use-socket-channel', () => ({ useSocketChannel: socket.useSocketChannel }));
vi.mock('../../../lib/api-client', async (original) => (await import('../../../lib/testing/api-request-seam')).answeredByRequest(await original()));

// btc +10%, eth -5%, etc +5%, doge unchanged; turnover eth > btc > doge > etc.
const markets = [tickerFor('btcusdt', 100, 110, 5e8), tickerFor('ethusdt', 100, 95, 9e8), tickerFor('etcusdt', 20, 21, 1e7), tickerFor('dogeusdt', 1, 1, 3e8)];

/** The rows as the user reads them: pair, price and change, top to bottom. */
function shownRows(): string[] {
  return screen.queryAllByRole('button').flatMap((button) => {
    const pair = button.querySelector('[data-testid="market-pair"]')?.textContent;
    if (!pair) return [];
    const price = button.querySelector('[data-testid="market-price"]')?.textContent;
    const change = button.querySelector('[data-testid="market-change"]')?.textContent;
    return [`${pair} ${price} ${change}`];
  });
}

function search(text: string) {
  fireEvent.change(screen.getByPlaceholderText('Search coin or pair'), { target: { value: text } });
}

describe('the quotes list', () => {
  beforeAll(async () => {
    await englishForTests();
  });
  beforeEach(() => {
    vi.mocked(apiRequest).mockReset();
    vi.mocked(apiRequest).mockResolvedValue({ markets });
  });
  afterEach(cleanup);

  it('lists every pair with its price at the pair precision and its 24 h change, live', async () => {
    renderWithQueries(<QuotesList onOpen={() => undefined} />);
    await waitFor(() => expect(shownRows()).toHaveLength(4));
    expect(shownRows()).toEqual(['BTC/USDT 110.00 +10.00%', 'ETH/USDT 95.00 -5.00%', 'ETC/USDT 21.000 +5.00%', 'DOGE/USDT 1.00000 0.00%']);
    expect(screen.getByTestId('market-row-ethusdt').querySelector('[data-testid="market-change"]')?.className).toContain('market-change--down');

    act(() => socket.push(MARKET_TICKERS_CHANNEL, [tickerFor('ethusdt', 100, 101.5, 9e8)]));
    await waitFor(() => expect(shownRows()[1]).toBe('ETH/USDT 101.50 +1.50%'));
  });

  it('narrows to the pairs that match the search, and says so when none does', async () => {
    renderWithQueries(<QuotesList onOpen={() => undefined} />);
    await waitFor(() => expect(shownRows()).toHaveLength(4));
    search('eth');
    expect(shownRows().map((row) => row.split(' ')[0])).toEqual(['ETH/USDT', 'ETC/USDT']);
    search('Dogecoin');
    expect(shownRows().map((row) => row.split(' ')[0])).toEqual(['DOGE/USDT']);
    search('no such coin');
    expect(shownRows()).toEqual([]);
    expect(screen.getByTestId('empty-state').textContent).toBe('No data available');
  });

  it('sorts by a tapped column: descending, ascending, then back to the display order', async () => {
    renderWithQueries(<QuotesList onOpen={() => undefined} />);
    await waitFor(() => expect(shownRows()).toHaveLength(4));
    const pairs = () => shownRows().map((row) => row.split(' ')[0]);
    const changeHeader = screen.getByRole('button', { name: 'Sort by 24h change' });
    fireEvent.click(changeHeader);
    expect(pairs()).toEqual(['BTC/USDT', 'ETC/USDT', 'DOGE/USDT', 'ETH/USDT']);
    fireEvent.click(changeHeader);
    expect(pairs()).toEqual(['ETH/USDT', 'DOGE/USDT', 'ETC/USDT', 'BTC/USDT']);
    fireEvent.click(changeHeader);
    expect(pairs()).toEqual(['BTC/USDT', 'ETH/USDT', 'ETC/USDT', 'DOGE/USDT']);
    fireEvent.click(screen.getByRole('button', { name: 'Sort by 24h vol' }));
    expect(pairs()).toEqual(['ETH/USDT', 'BTC/USDT', 'DOGE/USDT', 'ETC/USDT']);
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Last price' }));
    expect(pairs()).toEqual(['BTC/USDT', 'ETH/USDT', 'ETC/USDT', 'DOGE/USDT']);
  });

  it('opens the tapped pair', async () => {
    const onOpen = vi.fn();
    renderWithQueries(<QuotesList onOpen={onOpen} sortable={false} />);
    await waitFor(() => expect(shownRows()).toHaveLength(4));
    expect(screen.queryByRole('button', { name: /Sort by/ })).toBeNull();
    fireEvent.click(screen.getByTestId('market-row-etcusdt'));
    expect(onOpen).toHaveBeenCalledWith('etcusdt');
  });

  it('shows a failed read with a retry that loads the list', async () => {
    vi.mocked(apiRequest).mockRejectedValueOnce(new ApiError('network', 'offline'));
    renderWithQueries(<QuotesList onOpen={() => undefined} />);
    expect(screen.getByTestId('loading-state').textContent).toContain('Loading');
    await screen.findByTestId('error-state');
    fireEvent.click(screen.getByTestId('error-retry'));
    await waitFor(() => expect(shownRows()).toHaveLength(4));
  });
});
