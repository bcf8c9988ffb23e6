import type { DepthTick, MarketTicker, Trade } from '@halyard/shared';
import { describe, expect, it } from 'vitest';
import { mergeTickers } from './api/get-market-overview';
import { prependTrades } from './api/get-recent-trades';
import { bookLevels } from './components/order-book';
import { matchesQuery, nextSort, sortMarkets } from './market-filter';

function ticker(symbol: string, open: number, close: number, vol: number): MarketTicker {
  return { symbol, open, close, high: Math.max(open, close), low: Math.min(open, close), amount: 1, vol, count: 1, bid: close, bidSize: 1, ask: close, askSize: 1 };
}

const rows = [ticker('btcusdt', 100, 110, 500), ticker('ethusdt', 100, 95, 900), ticker('etcusdt', 20, 21, 10), ticker('dogeusdt', 1, 1, 300)];

describe('searching and sorting the quotes', () => {
  it('finds pairs by coin, full name, pair and COIN/USDT, in any case', () => {
    const found = (query: string) => rows.filter((row) => matchesQuery(row, query)).map((row) => row.symbol);
    expect(found('eth')).toEqual(['ethusdt', 'etcusdt']);
    expect(found('Dogecoin')).toEqual(['dogeusdt']);
    expect(found('BTC/USDT')).toEqual(['btcusdt']);
    expect(found('  ')).toHaveLength(4);
    expect(found('nothing')).toEqual([]);
  });

  it('sorts by change, price and turnover, and cycles descending, ascending, off', () => {
    const order = (sort: Parameters<typeof sortMarkets>[1]) => sortMarkets(rows, sort).map((row) => row.symbol);
    expect(order({ key: 'change', direction: 'desc' })).toEqual(['btcusdt', 'etcusdt', 'dogeusdt', 'ethusdt']);
    expect(order({ key: 'price', direction: 'asc' })).toEqual(['dogeusdt', 'etcusdt', 'ethusdt', 'btcusdt']);
    expect(order({ key: 'volume', direction: 'desc' })).toEqual(['ethusdt', 'btcusdt', 'dogeusdt', 'etcusdt']);
    expect(order(null)).toEqual(rows.map((row) => row.symbol));
    const first = nextSort(null, 'price');
    expect(first).toEqual({ key: 'price', direction: 'desc' });
    const second = nextSort(first, 'price');
    expect(second).toEqual({ key: 'price', direction: 'asc' });
    expect(nextSort(second, 'price')).toBeNull();
    expect(nextSort(second, 'change')).toEqual({ key: 'change', direction: 'desc' });
  });
});

describe('live patches', () => {
  it('replaces tickers in place and keeps the display order', () => {
    const fresh = [ticker('ethusdt', 100, 120, 1), ticker('btcusdt', 100, 90, 1)];
    const merged = mergeTickers(rows, fresh);
    expect(merged.map((row) => [row.symbol, row.close])).toEqual([
      ['btcusdt', 90],
      ['ethusdt', 120],
      ['etcusdt', 21],
      ['dogeusdt', 1],
    ]);
    expect(mergeTickers(undefined, fresh)).toEqual(fresh);
  });

  it('puts new trades on top, each once, and keeps at most 100', () => {
    const trade = (tradeId: number): Trade => ({ id: tradeId, tradeId, ts: tradeId, price: 1, amount: 1, direction: 'buy' });
    const current = Array.from({ length: 100 }, (_, index) => trade(100 - index));
    const next = prependTrades(current, [trade(102), trade(101), trade(100)]);
    expect(next.slice(0, 3).map((row) => row.tradeId)).toEqual([102, 101, 100]);
    expect(next).toHaveLength(100);
    expect(new Set(next.map((row) => row.tradeId)).size).toBe(100);
  });
});

describe('the order book', () => {
  it('gives each level its cumulative depth against the deeper side', () => {
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
    const { bids, asks } = bookLevels(book, 2);
    expect(asks.map((level) => [level.price, level.depth])).toEqual([
      [101, 0.25],
      [102, 1],
    ]);
    expect(bids.map((level) => [level.price, level.depth])).toEqual([
      [99, 0.125],
      [98, 0.5],
    ]);
  });
});
