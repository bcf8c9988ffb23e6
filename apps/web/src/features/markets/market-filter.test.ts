// @vitest-environment node
import { MARKET_PAIRS } from '@halyard/shared';
import { describe, expect, it } from 'vitest';
import { matchesQuery, nextSort, sortMarkets, type MarketSort } from './market-filter';
import { tickerFor } from './test-setup';

// btc +10%, eth -5%, etc +5%, doge unchanged; turnover eth > btc > doge > etc.
const rows = [tickerFor('btcusdt', 100, 110, 500), tickerFor('ethusdt', 100, 95, 900), tickerFor('etcusdt', 20, 21, 10), tickerFor('dogeusdt', 1, 1, 300)];

const found = (query: string) => rows.filter((row) => matchesQuery(row, query)).map((row) => row.symbol);
const order = (sort: MarketSort | null) => sortMarkets(rows, sort).map((row) => row.symbol);

describe('searching the quotes', () => {
  it('finds a pair by its coin, full name, pair or COIN/USDT, in any case', () => {
    expect(found('eth')).toEqual(['ethusdt', 'etcusdt']);
    expect(found('ETC')).toEqual(['etcusdt']);
    expect(found('Dogecoin')).toEqual(['dogeusdt']);
    expect(found('ethereum classic')).toEqual(['etcusdt']);
    expect(found('btcusdt')).toEqual(['btcusdt']);
    expect(found('BTC/USDT')).toEqual(['btcusdt']);
    expect(found('doge/')).toEqual(['dogeusdt']);
  });

  it('shows everything for an empty query and nothing for a query that matches no pair', () => {
    expect(found('  ')).toHaveLength(rows.length);
    expect(found('nothing')).toEqual([]);
  });

  it('finds every quoted pair by its own formatted pair', () => {
    const all = MARKET_PAIRS.map((pair) => tickerFor(pair, 1, 1));
    for (const ticker of all) {
      const formatted = `${ticker.symbol.slice(0, -4).toUpperCase()}/USDT`;
      expect(all.filter((row) => matchesQuery(row, formatted)).map((row) => row.symbol)).toContain(ticker.symbol);
    }
  });
});

describe('sorting the quotes', () => {
  it('orders by 24 h change, price or turnover, either way', () => {
    expect(order({ key: 'change', direction: 'desc' })).toEqual(['btcusdt', 'etcusdt', 'dogeusdt', 'ethusdt']);
    expect(order({ key: 'change', direction: 'asc' })).toEqual(['ethusdt', 'dogeusdt', 'etcusdt', 'btcusdt']);
    expect(order({ key: 'price', direction: 'asc' })).toEqual(['dogeusdt', 'etcusdt', 'ethusdt', 'btcusdt']);
    expect(order({ key: 'volume', direction: 'desc' })).toEqual(['ethusdt', 'btcusdt', 'dogeusdt', 'etcusdt']);
  });

  it('keeps the display order when unsorted, and never reorders the rows it was given', () => {
    expect(order(null)).toEqual(['btcusdt', 'ethusdt', 'etcusdt', 'dogeusdt']);
    order({ key: 'price', direction: 'desc' });
    expect(rows.map((row) => row.symbol)).toEqual(['btcusdt', 'ethusdt', 'etcusdt', 'dogeusdt']);
  });

  it('cycles a column descending, ascending, then off; another column starts descending', () => {
    const first = nextSort(null, 'price');
    expect(first).toEqual({ key: 'price', direction: 'desc' });
    const second = nextSort(first, 'price');
    expect(second).toEqual({ key: 'price', direction: 'asc' });
    expect(nextSort(second, 'price')).toBeNull();
    expect(nextSort(second, 'change')).toEqual({ key: 'change', direction: 'desc' });
  });
});
