import {
  candleStart,
  coinByPair,
  MARKET_PAIRS,
  previousCandleStart,
  type DepthTick,
  type DetailTick,
  type KlinePeriod,
  type KlineTick,
  type MarketTicker,
  type Trade,
} from '@halyard/shared';
import { systemClock, type Clock } from '../../lib/clock.js';
import type { CandleRange, MarketEvent, MarketFeed } from '../feed.js';
import { toKlineTick, unitsToDecimal } from './candles.js';
import { CoinMarket } from './coin-market.js';
import { SIMULATED_HISTORY_START } from './price-path.js';
import { seedWords } from './random.js';
import { COIN_PROFILES } from './simulated-profiles.js';
import { depthAt, tradesOf } from './trades-and-book.js';

export { SIMULATED_HISTORY_START } from './price-path.js';

/** Seconds of missed ticks caught up after a stall (a busy event loop), no more. */
const CATCH_UP_SECONDS = 5;

export interface SimulatedFeedOptions {
  /** Hex text; the same seed gives the same market, before and after a restart. */
  seed: string;
  clock?: Clock;
  pairs?: readonly string[];
}

/** A pair's ticker: its rolling statistics and the top of its book (none without both). */
export function tickerOf(pair: string, detail: DetailTick | undefined, depth: DepthTick | undefined): MarketTicker[] {
  if (!detail || !depth) return [];
  const [bid = 0, bidSize = 0] = depth.bids[0] ?? [];
  const [ask = 0, askSize = 0] = depth.asks[0] ?? [];
  const { open, high, low, close, amount, vol, count } = detail;
  return [{ symbol: pair, open, high, low, close, amount, vol, count, bid, bidSize, ask, askSize }];
}

/**
 * The default market source (ARCHITECTURE §7): a realistic, reproducible market drawn from a
 * secret seed. A tick a second; candles of every period agree with each other; history reaches
 * back to 1940, so every period has over 1000 candles at once; the same seed replays the same
 * history after a restart. Nobody steers it: prices are a fixed function of seed and time.
 */
export class SimulatedFeed implements MarketFeed {
  readonly pairs: readonly string[];
  private readonly markets = new Map<string, CoinMarket>();
  private readonly clock: Clock;
  private readonly listeners = new Set<(event: MarketEvent) => void>();
  private timer: NodeJS.Timeout | undefined;
  private lastEmitted: number | undefined;
  private readonly memo = new Map<string, { second: number; value: unknown }>();

  constructor(options: SimulatedFeedOptions) {
    this.clock = options.clock ?? systemClock;
    this.pairs = options.pairs ?? MARKET_PAIRS;
    const seed = seedWords(options.seed);
    this.pairs.forEach((pair, index) => {
      const coin = coinByPair(pair);
      const profile = coin ? COIN_PROFILES[coin.symbol] : undefined;
      if (!coin || !profile) throw new Error(`no simulated profile for ${pair}`);
      this.markets.set(pair, new CoinMarket(pair, index, profile, seed, { price: coin.pricePrecision, amount: coin.amountPrecision }));
    });
  }

  /** The second whose tick is the latest: prices never run ahead of the clock. */
  private now(): number {
    return Math.floor(this.clock.now().getTime() / 1000);
  }

  /** One computation per pair, kind and second, however many readers ask. */
  private remember<T>(key: string, compute: (second: number) => T): T {
    const second = this.now();
    const hit = this.memo.get(key);
    if (hit?.second === second) return hit.value as T;
    const value = compute(second);
    this.memo.set(key, { second, value });
    return value;
  }

  async start(): Promise<void> {
    for (const market of this.markets.values()) market.lastPriceTicks(this.now());
    this.lastEmitted = this.now();
    this.scheduleTick();
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private scheduleTick(): void {
    const delay = 1000 - (this.clock.now().getTime() % 1000) + 5;
    this.timer = setTimeout(() => {
      this.emitDueTicks();
      this.scheduleTick();
    }, delay);
    this.timer.unref();
  }

  /** Emits every second since the last one emitted (a stalled loop catches up a few seconds, no more). */
  emitDueTicks(): void {
    const now = this.now();
    const from = Math.max((this.lastEmitted ?? now - 1) + 1, now - CATCH_UP_SECONDS + 1);
    for (let second = from; second <= now; second += 1) {
      for (const [pair, market] of this.markets) {
        const trades = tradesOf(market, second).reverse();
        if (trades.length) this.emit({ type: 'trades', pair, trades });
        if (second === now) this.emit({ type: 'tick', pair, price: unitsToDecimal(market.lastPriceTicks(second), market.precision.price), ts: second * 1000 });
      }
    }
    this.lastEmitted = Math.max(this.lastEmitted ?? now, now);
  }

  private emit(event: MarketEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  subscribe(listener: (event: MarketEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  lastPrice(pair: string): string | undefined {
    return this.indexPriceAt(pair, this.now());
  }

  readonly derivesHistory = true;

  /** The close of that second: a pure function of the seed and the time, never of the future. */
  indexPriceAt(pair: string, second: number): string | undefined {
    const market = this.markets.get(pair);
    if (!market || second > this.now() || second < SIMULATED_HISTORY_START) return undefined;
    return unitsToDecimal(market.lastPriceTicks(second), market.precision.price);
  }

  detail(pair: string): DetailTick | undefined {
    const market = this.markets.get(pair);
    if (!market) return undefined;
    return this.remember(`detail:${pair}`, (second) => ({ ...toKlineTick(market.detail(second), market.precision), id: second, version: second }));
  }

  depth(pair: string): DepthTick | undefined {
    const market = this.markets.get(pair);
    return market ? this.remember(`depth:${pair}`, (second) => depthAt(market, second)) : undefined;
  }

  tickers(): MarketTicker[] {
    return this.pairs.flatMap((pair) => tickerOf(pair, this.detail(pair), this.depth(pair)));
  }

  recentTrades(pair: string, limit: number): Trade[] {
    const market = this.markets.get(pair);
    if (!market) return [];
    const trades: Trade[] = [];
    const now = this.now();
    // A quiet second may print nothing; look back at most ten minutes.
    for (let second = now; trades.length < limit && second > now - 600; second -= 1) {
      trades.push(...tradesOf(market, second).reverse());
    }
    return trades.slice(0, limit);
  }

  currentCandle(pair: string, period: KlinePeriod): KlineTick | undefined {
    const market = this.markets.get(pair);
    if (!market) return undefined;
    const now = this.now();
    const candle = market.candle(period, candleStart(period, now), now);
    return candle ? toKlineTick(candle, market.precision) : undefined;
  }

  async candles(pair: string, period: KlinePeriod, range: CandleRange): Promise<KlineTick[]> {
    const market = this.markets.get(pair);
    if (!market) return [];
    const now = this.now();
    const newestOpen = Math.min(range.to === undefined ? now : range.to - 1, now);
    const earliest = Math.max(range.from ?? SIMULATED_HISTORY_START, SIMULATED_HISTORY_START);
    const starts: number[] = [];
    for (let start = candleStart(period, newestOpen); start >= earliest && starts.length < range.limit; start = previousCandleStart(period, start)) {
      starts.push(start);
    }
    return starts.reverse().flatMap((start) => {
      const candle = market.candle(period, start, now);
      return candle ? [toKlineTick(candle, market.precision)] : [];
    });
  }
}
