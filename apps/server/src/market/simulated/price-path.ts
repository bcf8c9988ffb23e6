import type { IntCandle, Precision } from './candles.js';
import { hashWords, Random, timeWords } from './random.js';
import { AVERAGE_TRADE_USDT, type CoinProfile } from './simulated-profiles.js';

export const DAY = 86_400;
/** History starts here: over 1000 monthly candles before today. */
export const SIMULATED_HISTORY_START = Date.UTC(1940, 0, 1) / 1000;
/** The day whose close is each coin's anchor price. */
const ANCHOR_DAY = Date.UTC(2026, 0, 1) / 1000 / DAY;
/** Daily pull of the log price back towards the anchor, so a century of history stays plausible. */
const MEAN_REVERSION = 0.002;

/** Salt words that keep the draws of different purposes apart. */
export const Stream = { walk: 1, day: 2, split: 3, trades: 4, depth: 5 } as const;

export function dayIndex(seconds: number): number {
  return Math.floor(seconds / DAY);
}

/** One coin's daily random walk, the draws of every purpose, and each day's candle drawn around the walk. */
export class PricePath {
  private readonly firstDay = dayIndex(SIMULATED_HISTORY_START);
  private logCloses = new Float64Array(0);
  private lastDay = this.firstDay - 1;

  constructor(
    private readonly coinIndex: number,
    readonly profile: CoinProfile,
    private readonly seed: readonly number[],
    private readonly precision: Precision,
  ) {}

  random(stream: number, level: number, seconds: number): Random {
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
}
