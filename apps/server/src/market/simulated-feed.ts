import {
  candleStart,
  coinByPair,
  DEPTH_LEVELS,
  MARKET_PAIRS,
  nextCandleStart,
  previousCandleStart,
  type DepthTick,
  type DetailTick,
  type KlinePeriod,
  type KlineTick,
  type MarketTicker,
  type Trade,
} from '@halyard/shared';
import { systemClock, type Clock } from '../lib/clock.js';
import { aggregateCandles, splitCandle, splitInteger, toKlineTick, unitsToDecimal, unitsToNumber, type IntCandle, type Precision } from './candles.js';
import type { CandleRange, MarketEvent, MarketFeed } from './feed.js';
import { hashWords, Random, seedWords, timeWords } from './random.js';
import { AVERAGE_TRADE_USDT, COIN_PROFILES, type CoinProfile } from './simulated-profiles.js';

const DAY = 86_400;
/** History starts here: over 1000 monthly candles before today. */
export const SIMULATED_HISTORY_START = Date.UTC(1940, 0, 1) / 1000;
/** The day whose close is each coin's anchor price. */
const ANCHOR_DAY = Date.UTC(2026, 0, 1) / 1000 / DAY;
/** Daily pull of the log price back towards the anchor, so a century of history stays plausible. */
const MEAN_REVERSION = 0.002;

/**
 * Intraday candles are drawn top-down: a day splits into six 4-hour candles, each into four
 * hours, and so on down to the 60 seconds of a minute (the live ticks). Every level is a pure
 * function of its parent and the seed, so all periods agree by construction.
 */
const LEVELS: ReadonlyArray<{ period: KlinePeriod; seconds: number; parts: number }> = [
  { period: '1day', seconds: DAY, parts: 6 },
  { period: '4hour', seconds: 14_400, parts: 4 },
  { period: '60min', seconds: 3600, parts: 2 },
  { period: '30min', seconds: 1800, parts: 2 },
  { period: '15min', seconds: 900, parts: 3 },
  { period: '5min', seconds: 300, parts: 5 },
  { period: '1min', seconds: 60, parts: 60 },
];
const SECOND_LEVEL = LEVELS.length;
const levelOf = new Map(LEVELS.map((level, index) => [level.period, index]));

/** Salt words that keep the draws of different purposes apart. */
const Stream = { walk: 1, day: 2, split: 3, trades: 4, depth: 5 } as const;

/** Split results kept per coin; older ones are recomputed on demand. */
const SPLIT_CACHE_SIZE = 3000;
const TRADES_PER_SECOND_MAX = 4;
/** Seconds of missed ticks caught up after a stall (a busy event loop), no more. */
const CATCH_UP_SECONDS = 5;

function dayIndex(seconds: number): number {
  return Math.floor(seconds / DAY);
}

/** One coin's simulated market: the daily walk, and every candle, trade and book derived from it. */
class CoinMarket {
  readonly precision: Precision;
  private readonly firstDay = dayIndex(SIMULATED_HISTORY_START);
  private logCloses = new Float64Array(0);
  private lastDay = this.firstDay - 1;
  private readonly splits = new Map<string, IntCandle[]>();
  private detailBase: { firstBucket: number; closed: IntCandle | undefined } | undefined;

  constructor(
    readonly pair: string,
    private readonly coinIndex: number,
    private readonly profile: CoinProfile,
    private readonly seed: readonly number[],
    precision: Precision,
  ) {
    this.precision = precision;
  }

  private random(stream: number, level: number, seconds: number): Random {
    return new Random(hashWords([...this.seed, this.coinIndex, stream, level, ...timeWords(seconds)]));
  }

  private toTicks(logPrice: number): number {
    return Math.max(1, Math.round(Math.exp(logPrice) * 10 ** this.precision.price));
  }

  /** Extends the daily walk of log closes to `day` (backwards from the anchor, then forwards). */
  private ensureDays(day: number): void {
    if (day <= this.lastDay) return;
    const last = Math.max(day, ANCHOR_DAY) + 366;
    const closes = new Float64Array(last - this.firstDay + 1);
    closes.set(this.logCloses);
    const mean = Math.log(this.profile.anchorPrice);
    const volatility = this.profile.dailyVolatility;
    const step = (from: number, at: number) =>
      from + MEAN_REVERSION * (mean - from) + volatility * this.random(Stream.walk, 0, at * DAY).normal();
    const anchorOffset = ANCHOR_DAY - this.firstDay;
    if (this.lastDay < this.firstDay) {
      closes[anchorOffset] = mean;
      for (let offset = anchorOffset - 1; offset >= 0; offset -= 1) closes[offset] = step(closes[offset + 1] ?? mean, this.firstDay + offset);
      this.lastDay = ANCHOR_DAY;
    }
    for (let at = this.lastDay + 1; at <= last; at += 1) {
      const offset = at - this.firstDay;
      closes[offset] = step(closes[offset - 1] ?? mean, at);
    }
    this.logCloses = closes;
    this.lastDay = last;
  }

  private dayClose(day: number): number {
    this.ensureDays(day);
    return this.toTicks(this.logCloses[Math.max(0, day - this.firstDay)] ?? 0);
  }

  /** The day's candle: it opens at yesterday's close; wicks, turnover and trades drawn around the move. */
  dayCandle(day: number): IntCandle {
    const open = this.dayClose(day - 1);
    const close = this.dayClose(day);
    const random = this.random(Stream.day, 0, day * DAY);
    const volatility = this.profile.dailyVolatility;
    const top = Math.max(open, close);
    const bottom = Math.min(open, close);
    const high = top + Math.round(top * volatility * 0.6 * Math.abs(random.normal()));
    const low = Math.max(1, bottom - Math.round(bottom * volatility * 0.6 * Math.abs(random.normal())));
    const move = Math.abs(Math.log(close / open));
    const turnover = this.profile.dailyTurnoverUsdt * Math.exp(0.35 * random.normal()) * (1 + 6 * move);
    const averagePrice = (open + high + low + close) / 4 / 10 ** this.precision.price;
    return {
      time: day * DAY,
      open,
      high,
      low,
      close,
      amount: Math.round((turnover / averagePrice) * 10 ** this.precision.amount),
      vol: Math.round(turnover * 100),
      count: Math.max(1, Math.round(turnover / AVERAGE_TRADE_USDT)),
    };
  }

  /** The candles one level down (level SECOND_LEVEL - 1 splits a minute into its seconds). */
  private children(node: IntCandle, level: number): IntCandle[] {
    const key = `${level}:${node.time}`;
    const cached = this.splits.get(key);
    if (cached) return cached;
    const spec = LEVELS[level];
    if (!spec) throw new Error(`no level ${level}`);
    const childSeconds = spec.seconds / spec.parts;
    const parts = splitCandle(node, spec.parts, childSeconds, this.random(Stream.split, level, node.time));
    if (this.splits.size >= SPLIT_CACHE_SIZE) {
      const oldest = this.splits.keys().next().value;
      if (oldest !== undefined) this.splits.delete(oldest);
    }
    this.splits.set(key, parts);
    return parts;
  }

  /** The whole candle of an intraday level (0 = day) opened at `start`. */
  private fullCandle(level: number, start: number): IntCandle {
    let node = this.dayCandle(dayIndex(start));
    for (let current = 0; current < level; current += 1) {
      const childSeconds = LEVELS[current + 1]?.seconds ?? 1;
      const index = Math.floor((start - node.time) / childSeconds);
      const child = this.children(node, current)[index];
      if (!child) throw new Error(`no child ${index} at level ${current}`);
      node = child;
    }
    return node;
  }

  /** The candle as it stood at the end of second `now`: whole if it has closed, else what has printed so far. */
  private asOf(node: IntCandle, level: number, now: number): IntCandle {
    const seconds = LEVELS[level]?.seconds ?? 1;
    if (node.time + seconds - 1 <= now) return node;
    const children = this.children(node, level);
    const childSeconds = seconds / (LEVELS[level]?.parts ?? 1);
    const printed: IntCandle[] = [];
    for (const child of children) {
      if (child.time > now) break;
      const closed = child.time + childSeconds - 1 <= now;
      printed.push(closed || level + 1 >= SECOND_LEVEL ? child : this.asOf(child, level + 1, now));
    }
    return aggregateCandles(node.time, printed);
  }

  /** The candle of `period` opened at `start`, as it stood at second `now` (undefined if it has not opened). */
  candle(period: KlinePeriod, start: number, now: number): IntCandle | undefined {
    if (start > now) return undefined;
    const level = levelOf.get(period);
    if (level !== undefined) return this.asOf(this.fullCandle(level, start), level, now);
    // Weeks and months are the days inside them.
    const end = nextCandleStart(period, start);
    const days: IntCandle[] = [];
    for (let day = start; day < end && day <= now; day += DAY) days.push(this.asOf(this.dayCandle(dayIndex(day)), 0, now));
    return aggregateCandles(start, days);
  }

  /** The candle of second `second`: its close is the price during that second. */
  secondCandle(second: number): IntCandle {
    const minute = this.fullCandle(SECOND_LEVEL - 1, second - (((second % 60) + 60) % 60));
    const candle = this.children(minute, SECOND_LEVEL - 1)[((second % 60) + 60) % 60];
    if (!candle) throw new Error(`no second ${second}`);
    return candle;
  }

  lastPriceTicks(now: number): number {
    return this.secondCandle(now).close;
  }

  /** Rolling 24 h statistics from 5-minute candles; the closed part is reused until the window moves. */
  detail(now: number): IntCandle {
    const bucket = 300;
    const firstBucket = candleStart('5min', now + 1 - DAY);
    const currentBucket = candleStart('5min', now);
    if (this.detailBase?.firstBucket !== firstBucket) {
      const closed: IntCandle[] = [];
      for (let start = firstBucket; start < currentBucket; start += bucket) closed.push(this.fullCandle(levelOf.get('5min') ?? 0, start));
      this.detailBase = { firstBucket, closed: closed.length ? aggregateCandles(firstBucket, closed) : undefined };
    }
    const current = this.candle('5min', currentBucket, now);
    const parts = [this.detailBase.closed, current].filter((part): part is IntCandle => part !== undefined);
    return aggregateCandles(firstBucket, parts);
  }

  /** The trades printed during one second, oldest first: a few fills inside its range, the last at its close. */
  tradesOf(second: number): Trade[] {
    const candle = this.secondCandle(second);
    if (candle.amount <= 0) return [];
    const random = this.random(Stream.trades, 0, second);
    const count = 1 + random.int(TRADES_PER_SECOND_MAX);
    const amounts = splitInteger(candle.amount, Array.from({ length: count }, () => 0.3 + random.next()));
    const trades: Trade[] = [];
    let previous = candle.open;
    amounts.forEach((amount, index) => {
      const price = index === count - 1 ? candle.close : candle.low + random.int(candle.high - candle.low + 1);
      const direction = price > previous || (price === previous && random.next() < 0.5) ? 'buy' : 'sell';
      previous = price;
      if (amount <= 0) return;
      const tradeId = second * 8 + index;
      trades.push({
        id: tradeId,
        tradeId,
        ts: second * 1000 + Math.round((1000 * (index + 1)) / (count + 1)),
        price: unitsToNumber(price, this.precision.price),
        amount: unitsToNumber(amount, this.precision.amount),
        direction,
      });
    });
    return trades;
  }

  /** The book around the second's price: best bid at or just under it, best ask one step above. */
  depth(now: number): DepthTick {
    const price = this.lastPriceTicks(now);
    const random = this.random(Stream.depth, 0, now);
    const step = Math.max(1, Math.round(price * 0.00003));
    const typicalLevelLots = Math.max(
      1,
      Math.round((this.profile.dailyTurnoverUsdt / this.profile.anchorPrice / 4000) * 10 ** this.precision.amount),
    );
    const levelSize = (index: number) =>
      unitsToNumber(Math.max(1, Math.round(typicalLevelLots * Math.exp(0.8 * random.normal()) * (1 + index / 8))), this.precision.amount);
    const bids: Array<[number, number]> = [];
    const asks: Array<[number, number]> = [];
    let bid = price - step * random.int(2);
    let ask = bid + step;
    for (let index = 0; index < DEPTH_LEVELS; index += 1) {
      if (bid >= 1) bids.push([unitsToNumber(bid, this.precision.price), levelSize(index)]);
      asks.push([unitsToNumber(ask, this.precision.price), levelSize(index)]);
      bid -= step * (1 + random.int(2));
      ask += step * (1 + random.int(2));
    }
    return { bids, asks, version: now, ts: now * 1000 };
  }
}

export interface SimulatedFeedOptions {
  /** Hex text; the same seed gives the same market, before and after a restart. */
  seed: string;
  clock?: Clock;
  pairs?: readonly string[];
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
        const trades = market.tradesOf(second).reverse();
        if (trades.length) this.emit({ type: 'trades', pair, trades });
        if (second === now) this.emit({ type: 'tick', pair });
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
    const market = this.markets.get(pair);
    return market ? unitsToDecimal(market.lastPriceTicks(this.now()), market.precision.price) : undefined;
  }

  detail(pair: string): DetailTick | undefined {
    const market = this.markets.get(pair);
    if (!market) return undefined;
    return this.remember(`detail:${pair}`, (second) => ({ ...toKlineTick(market.detail(second), market.precision), id: second, version: second }));
  }

  depth(pair: string): DepthTick | undefined {
    const market = this.markets.get(pair);
    return market ? this.remember(`depth:${pair}`, (second) => market.depth(second)) : undefined;
  }

  tickers(): MarketTicker[] {
    return this.pairs.flatMap((pair) => {
      const detail = this.detail(pair);
      const depth = this.depth(pair);
      if (!detail || !depth) return [];
      const [bid = 0, bidSize = 0] = depth.bids[0] ?? [];
      const [ask = 0, askSize = 0] = depth.asks[0] ?? [];
      const { open, high, low, close, amount, vol, count } = detail;
      return [{ symbol: pair, open, high, low, close, amount, vol, count, bid, bidSize, ask, askSize }];
    });
  }

  recentTrades(pair: string, limit: number): Trade[] {
    const market = this.markets.get(pair);
    if (!market) return [];
    const trades: Trade[] = [];
    const now = this.now();
    // A quiet second may print nothing; look back at most ten minutes.
    for (let second = now; trades.length < limit && second > now - 600; second -= 1) {
      trades.push(...market.tradesOf(second).reverse());
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
