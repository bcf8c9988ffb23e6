import { candleStart, type MarketTicker } from '@halyard/shared';
import { describe, expect, it } from 'vitest';
import { createManualClock } from '../../testing/build-test-app.js';
import type { MarketEvent } from '../feed.js';
import { SimulatedFeed } from '../simulated/simulated-feed.js';
import { PinnedFeed } from './pinned-feed.js';

const SEED = '5eed5eed5eed5eed5eed5eed5eed5eed';
const START = new Date('2026-11-22T13:37:41Z');

/** A pinned feed over the simulated market, and the same market unpinned beside it to compare. */
function feeds() {
  const clock = createManualClock(START);
  const simulated = new SimulatedFeed({ seed: SEED, clock });
  const pinned = new PinnedFeed({ feed: simulated, clock });
  const plain = new SimulatedFeed({ seed: SEED, clock });
  const second = () => Math.floor(clock.now().getTime() / 1000);
  return { clock, simulated, pinned, plain, second };
}

describe('the pinned test market', () => {
  it('is the simulated market while nothing is pinned', async () => {
    const { pinned, plain, second } = feeds();
    for (const pair of ['btcusdt', 'ethusdt', 'xecusdt']) {
      expect(pinned.lastPrice(pair)).toBe(plain.lastPrice(pair));
      expect(pinned.indexPriceAt(pair, second() - 3600)).toBe(plain.indexPriceAt(pair, second() - 3600));
      expect(pinned.detail(pair)).toEqual(plain.detail(pair));
      expect(pinned.depth(pair)).toEqual(plain.depth(pair));
      expect(pinned.recentTrades(pair, 20)).toEqual(plain.recentTrades(pair, 20));
      expect(pinned.currentCandle(pair, '1min')).toEqual(plain.currentCandle(pair, '1min'));
      expect(await pinned.candles(pair, '60min', { limit: 50 })).toEqual(await plain.candles(pair, '60min', { limit: 50 }));
    }
    expect(pinned.tickers()).toEqual(plain.tickers());
    expect(pinned.derivesHistory).toBe(true);
  });

  it('pins a price from the next second on, keeps it in the history after the release, and leaves the other pairs alone', () => {
    const { clock, pinned, plain, second } = feeds();
    const before = second();
    const free = pinned.lastPrice('btcusdt');
    expect(pinned.pin('btcusdt', '65000')).toBe(before + 1);
    // This second is priced already: it stays what it was.
    expect(pinned.lastPrice('btcusdt')).toBe(free);
    expect(pinned.pinnedPrice('btcusdt')).toBe('65000.00');
    expect(pinned.indexPriceAt('btcusdt', before + 1)).toBeUndefined();
    clock.advance(1000);
    expect(pinned.lastPrice('btcusdt')).toBe('65000.00');
    clock.advance(5000);
    expect(pinned.lastPrice('btcusdt')).toBe('65000.00');
    expect(pinned.lastPrice('ethusdt')).toBe(plain.lastPrice('ethusdt'));

    const released = pinned.pin('btcusdt', undefined);
    expect(pinned.pinnedPrice('btcusdt')).toBeUndefined();
    clock.advance(1000);
    expect(pinned.lastPrice('btcusdt')).toBe(plain.lastPrice('btcusdt'));
    for (let at = before + 1; at < released; at += 1) expect(pinned.indexPriceAt('btcusdt', at)).toBe('65000.00');
    expect(pinned.indexPriceAt('btcusdt', before)).toBe(free);
    expect(pinned.indexPriceAt('btcusdt', released)).toBe(plain.indexPriceAt('btcusdt', released));
  });

  it('ticks and trades at the pinned price', () => {
    const { clock, simulated, pinned } = feeds();
    const events: MarketEvent[] = [];
    pinned.subscribe((event) => events.push(event));
    pinned.pin('ethusdt', '3210.5');
    clock.advance(1000);
    simulated.emitDueTicks();
    const tick = events.find((event) => event.type === 'tick' && event.pair === 'ethusdt');
    expect(tick).toMatchObject({ price: '3210.50', ts: Math.floor(clock.now().getTime() / 1000) * 1000 });
    const trades = events.flatMap((event) => (event.type === 'trades' && event.pair === 'ethusdt' ? event.trades : []));
    for (const trade of trades) expect(trade.price).toBe(3210.5);
    clock.advance(30_000);
    const recent = pinned.recentTrades('ethusdt', 40);
    expect(recent.length).toBeGreaterThan(0);
    expect(new Set(recent.map((trade) => trade.price))).toEqual(new Set([3210.5]));
  });

  it('shows the pin in the 24 h figures, the book, the tickers and the candles', async () => {
    const { clock, pinned, plain, second } = feeds();
    pinned.pin('btcusdt', '70000.12');
    clock.advance(3 * 60_000);
    const detail = pinned.detail('btcusdt');
    expect(detail?.close).toBe(70000.12);
    expect(detail?.high).toBeGreaterThanOrEqual(70000.12);
    expect(detail?.low).toBeLessThanOrEqual(70000.12);
    expect(detail?.amount).toBe(plain.detail('btcusdt')?.amount);

    // The book around the pin, as the simulated one sits around its price: the best bid at or a step under it, the best ask a step above the bid.
    const [bestBid = 0] = pinned.depth('btcusdt')?.bids[0] ?? [];
    const [bestAsk = 0] = pinned.depth('btcusdt')?.asks[0] ?? [];
    expect(bestBid).toBeLessThanOrEqual(70000.12);
    expect(bestAsk).toBeGreaterThanOrEqual(70000.12);
    expect(bestAsk - bestBid).toBeGreaterThan(0);
    expect(bestAsk - bestBid).toBeLessThan(5);

    const ticker = pinned.tickers().find((row) => row.symbol === 'btcusdt');
    expect(ticker).toMatchObject<Partial<MarketTicker>>({ close: 70000.12, bid: bestBid, ask: bestAsk });
    expect(pinned.tickers().find((row) => row.symbol === 'ethusdt')).toEqual(plain.tickers().find((row) => row.symbol === 'ethusdt'));

    // The minute before this one was wholly pinned: it is the pin alone; the current hour holds it beside its free seconds.
    const minute = candleStart('1min', second()) - 60;
    const [pinnedMinute] = await pinned.candles('btcusdt', '1min', { from: minute, to: minute + 1, limit: 1 });
    expect(pinnedMinute).toMatchObject({ open: 70000.12, high: 70000.12, low: 70000.12, close: 70000.12 });
    expect(pinned.currentCandle('btcusdt', '1min')?.close).toBe(70000.12);
    const hour = pinned.currentCandle('btcusdt', '60min');
    const freeHour = plain.currentCandle('btcusdt', '60min');
    expect(hour?.close).toBe(70000.12);
    expect(hour?.open).toBe(freeHour?.open);
    expect(hour?.high).toBe(Math.max(70000.12, freeHour?.high ?? 0));
  });

  it('refuses a price it cannot quote and a pair it does not know', () => {
    const { pinned } = feeds();
    for (const price of ['0', '-1', 'abc', '1e5', '65000.001', '']) expect(() => pinned.pin('btcusdt', price), price).toThrow(/cannot be pinned/);
    expect(() => pinned.pin('nopeusdt', '1')).toThrow(/no pair/);
    expect(pinned.pinnedPrice('btcusdt')).toBeUndefined();
    expect(pinned.pin('xecusdt', '0.000031415')).toBeGreaterThan(0);
    expect(pinned.pinnedPrice('xecusdt')).toBe('0.000031415');
  });
});
