import Decimal from '@halyard/shared/decimal';
import fc from 'fast-check';
import { candleStart, KLINE_PERIODS, MARKET_PAIRS, nextCandleStart, PERIOD_SECONDS, type KlinePeriod, type KlineTick } from '@halyard/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../testing/build-test-app.js';
import type { MarketEvent } from '../feed.js';
import { SIMULATED_HISTORY_START, SimulatedFeed } from './simulated-feed.js';

const SEED = '5eed5eed5eed5eed5eed5eed5eed5eed';
const NOW = new Date('2026-11-22T13:37:41Z');
const clock = createManualClock(NOW);
const feed = new SimulatedFeed({ seed: SEED, clock });

/** Candles of `period` opened in [from, to). */
function candlesIn(pair: string, period: KlinePeriod, from: number, to: number): Promise<KlineTick[]> {
  return feed.candles(pair, period, { from, to, limit: 5000 });
}

async function candleAt(pair: string, period: KlinePeriod, start: number): Promise<KlineTick | undefined> {
  const [candle] = await feed.candles(pair, period, { from: start, to: start + 1, limit: 1 });
  return candle;
}

/** What the parts say the whole must be: first open, last close, extremes, exact decimal sums. */
function expectAggregate(whole: KlineTick | undefined, parts: KlineTick[]): void {
  expect(whole).toBeDefined();
  expect(parts.length).toBeGreaterThan(0);
  const sum = (pick: (candle: KlineTick) => number) => parts.reduce((total, candle) => total.plus(String(pick(candle))), new Decimal(0));
  expect(whole?.open).toBe(parts[0]?.open);
  expect(whole?.close).toBe(parts[parts.length - 1]?.close);
  expect(whole?.high).toBe(Math.max(...parts.map((candle) => candle.high)));
  expect(whole?.low).toBe(Math.min(...parts.map((candle) => candle.low)));
  expect(sum((candle) => candle.amount).eq(String(whole?.amount))).toBe(true);
  expect(sum((candle) => candle.vol).eq(String(whole?.vol))).toBe(true);
  expect(sum((candle) => candle.count).eq(String(whole?.count))).toBe(true);
}

function typicalSeconds(period: KlinePeriod): number {
  return period === '1mon' ? 31 * 86_400 : PERIOD_SECONDS[period];
}

/** (smaller, larger) periods where the larger is made of the smaller, at most ~1500 parts. */
const NESTED: ReadonlyArray<[KlinePeriod, KlinePeriod]> = KLINE_PERIODS.flatMap((small, index) =>
  KLINE_PERIODS.slice(index + 1)
    .filter((large) => !(small === '1week' && large === '1mon'))
    .filter((large) => typicalSeconds(large) / typicalSeconds(small) <= 1500)
    .map((large): [KlinePeriod, KlinePeriod] => [small, large]),
);

afterAll(() => feed.stop());

describe('the simulated feed', () => {
  it('has candles of every period that agree with the smaller candles inside them, across its whole history', async () => {
    const nowSeconds = NOW.getTime() / 1000;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...MARKET_PAIRS),
        fc.constantFrom(...NESTED),
        fc.integer({ min: SIMULATED_HISTORY_START + 40 * 86_400, max: nowSeconds - 40 * 86_400 }),
        async (pair, [small, large], at) => {
          const start = candleStart(large, at);
          expectAggregate(await candleAt(pair, large, start), await candlesIn(pair, small, start, nextCandleStart(large, start)));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('has forming candles that are exactly what has printed so far', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...MARKET_PAIRS),
        fc.constantFrom(...NESTED),
        fc.integer({ min: 0, max: 400 * 86_400 }),
        async (pair, [small, large], secondsBack) => {
          clock.set(new Date(NOW.getTime() - secondsBack * 1000));
          const now = Math.floor(clock.now().getTime() / 1000);
          const start = candleStart(large, now);
          const parts = await candlesIn(pair, small, start, now + 1);
          expectAggregate(await candleAt(pair, large, start), parts);
          expect(feed.currentCandle(pair, large)).toEqual(await candleAt(pair, large, start));
          // The newest part is the forming one: its close is the price of this second.
          expect(String(parts[parts.length - 1]?.close)).toBe(String(Number(feed.lastPrice(pair))));
          clock.set(NOW);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('has over 1000 candles of every period at once, each opening at the previous close, on UTC boundaries', async () => {
    for (const period of KLINE_PERIODS) {
      const candles = await feed.candles('btcusdt', period, { limit: 1000 });
      expect(candles, period).toHaveLength(1000);
      candles.forEach((candle, index) => {
        if (index > 0) expect(candle.open).toBe(candles[index - 1]?.close);
        expect(candle.low).toBeLessThanOrEqual(Math.min(candle.open, candle.close));
        expect(candle.high).toBeGreaterThanOrEqual(Math.max(candle.open, candle.close));
      });
      const opened = candles.map((candle) => new Date(candle.id * 1000));
      if (period === '1week') expect(opened.every((date) => date.getUTCDay() === 1 && date.getUTCHours() === 0)).toBe(true);
      if (period === '1mon') expect(opened.every((date) => date.getUTCDate() === 1 && date.getUTCHours() === 0)).toBe(true);
      if (period === '1day') expect(candles.every((candle) => candle.id % 86_400 === 0)).toBe(true);
      expect(candles[candles.length - 1]?.id).toBe(candleStart(period, NOW.getTime() / 1000));
    }
  });

  it('never shows a candle of the future, and pages back with `to`', async () => {
    const now = NOW.getTime() / 1000;
    const ahead = await feed.candles('ethusdt', '1min', { to: now + 3600, limit: 10 });
    expect(ahead[ahead.length - 1]?.id).toBe(candleStart('1min', now));
    const older = await feed.candles('ethusdt', '1min', { to: ahead[0]?.id, limit: 10 });
    expect(older).toHaveLength(10);
    expect(older[9]?.id).toBe((ahead[0]?.id ?? 0) - 60);
  });

  it('replays the same market from the same seed (a restart) and another from another seed', async () => {
    const restarted = new SimulatedFeed({ seed: SEED, clock });
    const other = new SimulatedFeed({ seed: 'a11ce000a11ce000a11ce000a11ce000', clock });
    for (const period of ['1min', '1day', '1mon'] as const) {
      const before = await feed.candles('solusdt', period, { limit: 300 });
      expect(await restarted.candles('solusdt', period, { limit: 300 })).toEqual(before);
      expect(await other.candles('solusdt', period, { limit: 300 })).not.toEqual(before);
    }
    expect(restarted.lastPrice('btcusdt')).toBe(feed.lastPrice('btcusdt'));
    expect(restarted.depth('btcusdt')).toEqual(feed.depth('btcusdt'));
    expect(restarted.recentTrades('btcusdt', 20)).toEqual(feed.recentTrades('btcusdt', 20));
  });

  it('keeps realistic prices: every pair quotes near its anchor, at its own precision', () => {
    for (const pair of MARKET_PAIRS) {
      const price = feed.lastPrice(pair);
      expect(price, pair).toMatch(/^\d+(\.\d+)?$/);
      expect(Number(price)).toBeGreaterThan(0);
    }
    expect(Number(feed.lastPrice('btcusdt'))).toBeGreaterThan(10_000);
    expect(Number(feed.lastPrice('btcusdt'))).toBeLessThan(1_000_000);
    expect(feed.lastPrice('btcusdt')).toMatch(/^\d+\.\d{2}$/);
  });

  it('builds the book and the trades around the price', () => {
    for (const pair of ['btcusdt', 'xecusdt', 'dogeusdt']) {
      const last = Number(feed.lastPrice(pair));
      const depth = feed.depth(pair);
      expect(depth?.bids).toHaveLength(20);
      expect(depth?.asks).toHaveLength(20);
      const bids = depth?.bids.map(([price]) => price) ?? [];
      const asks = depth?.asks.map(([price]) => price) ?? [];
      expect([...bids].sort((a, b) => b - a)).toEqual(bids);
      expect([...asks].sort((a, b) => a - b)).toEqual(asks);
      expect(bids[0]).toBeLessThanOrEqual(last);
      expect(asks[0]).toBeGreaterThanOrEqual(last);
      expect(depth?.bids.every(([, size]) => size > 0)).toBe(true);

      const trades = feed.recentTrades(pair, 50);
      expect(trades).toHaveLength(50);
      expect(trades.map((trade) => trade.ts)).toEqual([...trades.map((trade) => trade.ts)].sort((a, b) => b - a));
      expect(trades[0]?.price).toBe(last);
      const minute = feed.currentCandle(pair, '1min');
      const thisMinute = trades.filter((trade) => trade.ts >= (minute?.id ?? 0) * 1000);
      expect(thisMinute.every((trade) => trade.price >= (minute?.low ?? 0) && trade.price <= (minute?.high ?? 0))).toBe(true);
    }
  });

  it('has 24 h statistics that contain the price and match the tickers', () => {
    const tickers = feed.tickers();
    expect(tickers.map((ticker) => ticker.symbol)).toEqual([...MARKET_PAIRS]);
    for (const ticker of tickers) {
      const detail = feed.detail(ticker.symbol);
      expect(ticker).toMatchObject({ open: detail?.open, high: detail?.high, low: detail?.low, close: detail?.close, amount: detail?.amount });
      expect(ticker.low).toBeLessThanOrEqual(ticker.close);
      expect(ticker.high).toBeGreaterThanOrEqual(ticker.close);
      expect(ticker.bid).toBeLessThanOrEqual(ticker.close);
      expect(ticker.ask).toBeGreaterThanOrEqual(ticker.close);
    }
  });
});

describe('the simulated feed, live', () => {
  it('ticks every second: each pair moves and prints its trades', async () => {
    const live = new SimulatedFeed({ seed: SEED });
    const events: MarketEvent[] = [];
    const unsubscribe = live.subscribe((event) => events.push(event));
    await live.start();
    await expect.poll(() => events.filter((event) => event.type === 'tick').length, { timeout: 5000 }).toBeGreaterThanOrEqual(2 * MARKET_PAIRS.length);
    const ticked = new Set(events.filter((event) => event.type === 'tick').map((event) => event.pair));
    expect(ticked.size).toBe(MARKET_PAIRS.length);
    const btcTrades = events.flatMap((event) => (event.type === 'trades' && event.pair === 'btcusdt' ? event.trades : []));
    expect(btcTrades.length).toBeGreaterThan(0);
    unsubscribe();
    await live.stop();
  });
});
