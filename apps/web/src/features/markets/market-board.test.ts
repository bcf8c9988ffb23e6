// @vitest-environment node
import type { MarketTicker } from '@halyard/shared';
import { describe, expect, it } from 'vitest';
import { boardRows } from './market-board';

function ticker(symbol: string, open: number, close: number, vol: number): MarketTicker {
  return { symbol, open, close, high: close, low: open, amount: 1, vol, count: 1, bid: close, bidSize: 1, ask: close, askSize: 1 };
}

const tickers = [
  ticker('btcusdt', 100, 103, 500),
  ticker('ethusdt', 100, 95, 900),
  ticker('xrpusdt', 100, 100, 50),
  ticker('dogeusdt', 100, 110, 10),
  ticker('solusdt', 100, 98, 700),
];

describe('the home market tabs', () => {
  it('shows the featured pairs in display order under hot', () => {
    expect(boardRows(tickers, 'hot', 3).map((row) => row.symbol)).toEqual(['btcusdt', 'ethusdt', 'xrpusdt']);
  });

  it('shows only risers, biggest first, under gainers, and only fallers, deepest first, under losers', () => {
    expect(boardRows(tickers, 'gainers').map((row) => row.symbol)).toEqual(['dogeusdt', 'btcusdt']);
    expect(boardRows(tickers, 'losers').map((row) => row.symbol)).toEqual(['ethusdt', 'solusdt']);
  });

  it('orders turnover by the USDT traded', () => {
    expect(boardRows(tickers, 'turnover', 2).map((row) => row.symbol)).toEqual(['ethusdt', 'solusdt']);
  });
});
