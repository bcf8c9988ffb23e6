import { candleStart, nextCandleStart, type KlinePeriod } from '@halyard/shared';
import { aggregateCandles, splitCandle, type IntCandle, type Precision } from './candles.js';
import { DAY, dayIndex, PricePath, Stream } from './price-path.js';
import type { CoinProfile } from './simulated-profiles.js';

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

/** Split results kept per coin; older ones are recomputed on demand. */
const SPLIT_CACHE_SIZE = 3000;

/** One coin's simulated market: its price path, split top-down into every intraday candle down to the second. */
export class CoinMarket {
  readonly precision: Precision;
  readonly path: PricePath;
  private readonly splits = new Map<string, IntCandle[]>();
  private detailBase: { firstBucket: number; closed: IntCandle | undefined } | undefined;

  constructor(
    readonly pair: string,
    coinIndex: number,
    profile: CoinProfile,
    seed: readonly number[],
    precision: Precision,
  ) {
    this.precision = precision;
    this.path = new PricePath(coinIndex, profile, seed, precision);
  }

  /** The candles one level down (level SECOND_LEVEL - 1 splits a minute into its seconds). */
  private children(node: IntCandle, level: number): IntCandle[] {
    const key = `${level}:${node.time}`;
    const cached = this.splits.get(key);
    if (cached) return cached;
    const spec = LEVELS[level];
    if (!spec) throw new Error(`no level ${level}`);
    const childSeconds = spec.seconds / spec.parts;
    const parts = splitCandle(node, spec.parts, childSeconds, this.path.random(Stream.split, level, node.time));
    if (this.splits.size >= SPLIT_CACHE_SIZE) {
      const oldest = this.splits.keys().next().value;
      if (oldest !== undefined) this.splits.delete(oldest);
    }
    this.splits.set(key, parts);
    return parts;
  }

  /** The whole candle of an intraday level (0 = day) opened at `start`. */
  private fullCandle(level: number, start: number): IntCandle {
    let node = this.path.dayCandle(dayIndex(start));
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
    for (let day = start; day < end && day <= now; day += DAY) days.push(this.asOf(this.path.dayCandle(dayIndex(day)), 0, now));
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
}
