import { marketChannels, type DepthTick, type MarketDetail } from '@halyard/shared';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, type ApiRequest } from '../../../lib/api-client';
import { englishForTests, renderWithQueries } from '../test-setup';
import { bookLevels, OrderBook } from './order-book';

const socket = await vi.hoisted(async () => (await import('../test-setup')).fakeSocket());
vi.mock('../../../lib/use-socket-channel', () => ({ useSocketChannel: socket.useSocketChannel }));
vi.mock('../../../lib/api-client', async (original) => (await import('../../../lib/testing/api-request-seam')).answeredByRequest(await original()));

/** 20 levels a side around 100, best first as the server sends them; the asks are twice as deep. */
function bookAround(mid: number, version = 1): DepthTick {
  const levels = Array.from({ length: 20 }, (_, index) => index);
  return {
    asks: levels.map((index) => [mid + 0.5 + index, 2]),
    bids: levels.map((index) => [mid - 0.5 - index, 1]),
    version,
    ts: version,
  };
}

const detail: MarketDetail = { id: 1, open: 90, close: 100.25, low: 89, high: 101, amount: 1, vol: 100, count: 1, version: 1, symbol: 'btcusdt', ts: 1 };

function shownPrices(testId: string): number[] {
  return screen.getAllByTestId(testId).map((row) => Number(row.querySelector('[data-testid="book-price"]')?.textContent?.replace(/,/g, '')));
}

function barWidths(testId: string): string[] {
  return screen.getAllByTestId(testId).map((row) => (row.querySelector('.book-level__bar') as HTMLElement).style.width);
}

describe('the order book', () => {
  beforeAll(async () => {
    await englishForTests();
  });
  beforeEach(() => {
    vi.mocked(apiRequest).mockReset();
    vi.mocked(apiRequest).mockImplementation((request: ApiRequest) => Promise.resolve(request.path === '/market/depth' ? bookAround(100) : detail));
  });
  afterEach(cleanup);

  it('shows 20 asks above the last price and 20 bids below, the best of each next to it', async () => {
    renderWithQueries(<OrderBook pair="btcusdt" />);
    await screen.findByTestId('order-book');
    const asks = shownPrices('book-ask');
    const bids = shownPrices('book-bid');
    expect(asks).toHaveLength(20);
    expect(bids).toHaveLength(20);
    expect(asks).toEqual([...asks].sort((a, b) => b - a));
    expect(bids).toEqual([...bids].sort((a, b) => b - a));
    expect(asks.at(-1)).toBe(100.5);
    expect(bids[0]).toBe(99.5);

    const last = await screen.findByText('100.25');
    expect(last.dataset.testid).toBe('book-last');
    expect(last.className).toContain('market-trend--up');
    const lastAsk = screen.getAllByTestId('book-ask').at(-1);
    const firstBid = screen.getAllByTestId('book-bid')[0];
    expect(lastAsk?.compareDocumentPosition(last)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(last.compareDocumentPosition(firstBid as Node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('draws cumulative depth bars against the deeper side, longest far from the spread', async () => {
    renderWithQueries(<OrderBook pair="btcusdt" />);
    await screen.findByTestId('order-book');
    // Asks: 2 per level, 40 in all (the deeper side); bids: 1 per level, 20 in all.
    expect(barWidths('book-ask')[0]).toBe('100%');
    expect(barWidths('book-ask').at(-1)).toBe('5%');
    expect(barWidths('book-bid')[0]).toBe('2.5%');
    expect(barWidths('book-bid').at(-1)).toBe('50%');
    expect(screen.getAllByTestId('book-ask').at(-1)?.className).toContain('book-level--ask');
    expect(screen.getByText('Total (BTC)')).toBeTruthy();
  });

  it('shows prices and sizes at the pair precision, truncated, and follows each pushed book', async () => {
    renderWithQueries(<OrderBook pair="btcusdt" />);
    await screen.findByTestId('order-book');
    const book = bookAround(39_000.129, 2);
    book.asks[0] = [39_000.629, 1.23456789];
    act(() => socket.push(marketChannels.depth('btcusdt'), book));
    await waitFor(() => expect(shownPrices('book-ask').at(-1)).toBe(39_000.62));
    expect(screen.getAllByTestId('book-ask').at(-1)?.textContent).toContain('1.234567');
    expect(shownPrices('book-bid')[0]).toBe(38_999.62);
    expect(apiRequest).toHaveBeenCalledTimes(2);
  });
});

describe('book levels', () => {
  it('keeps at most the levels asked for and measures both sides against the deeper one', () => {
    const book: DepthTick = {
      bids: [
        [99, 1],
        [98, 3],
      ],
      asks: [
        [101, 2],
        [102, 6],
        [103, 100],
      ],
      version: 1,
      ts: 1,
    };
    const { asks, bids } = bookLevels(book, 2);
    expect(asks.map((level) => [level.price.toNumber(), level.total.toNumber(), level.depth])).toEqual([
      [102, 8, 1],
      [101, 2, 0.25],
    ]);
    expect(bids.map((level) => [level.price.toNumber(), level.total.toNumber(), level.depth])).toEqual([
      [99, 1, 0.125],
      [98, 4, 0.5],
    ]);
  });

  it('draws no bars for an empty book', () => {
    expect(bookLevels({ bids: [], asks: [] })).toEqual({ asks: [], bids: [] });
  });
});
