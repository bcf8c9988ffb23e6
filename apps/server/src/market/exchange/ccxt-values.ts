import Decimal from '@halyard/shared/decimal';
import type { Ticker, Trade as CcxtTrade } from 'ccxt';
import { DEPTH_LEVELS, type KlinePeriod, type KlineTick, type Trade } from '@halyard/shared';

/** Our periods as ccxt timeframes. */
export const TIMEFRAMES: Readonly<Record<KlinePeriod, string>> = {
  '1min': '1m',
  '5min': '5m',
  '15min': '15m',
  '30min': '30m',
  '60min': '1h',
  '4hour': '4h',
  '1day': '1d',
  '1week': '1w',
  '1mon': '1M',
};

export const QUOTE_VOLUME_PLACES = 2;

export interface Precision {
  price: number;
  amount: number;
}

// ---------------------------------------------------------------------------------------------
// Numbers: exchange values become ours through their shortest decimal text, never float math.

export function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

export function roundTo(value: number | Decimal, places: number, rounding: Decimal.Rounding = Decimal.ROUND_HALF_UP): number {
  return new Decimal(value).toDecimalPlaces(places, rounding).toNumber();
}

/** Quote volume when the exchange gives only base volume: base x close, in cents. */
function estimatedQuoteVolume(baseVolume: number, close: number): number {
  return roundTo(new Decimal(baseVolume).times(close), QUOTE_VOLUME_PLACES);
}

// ---------------------------------------------------------------------------------------------
// ccxt's structures are loosely typed (`number | undefined` everywhere, `info: any`): they are
// narrowed here, in one place, into what the feed keeps.

export interface TickerQuote {
  ts: number;
  last: number;
  open?: number;
  high?: number;
  low?: number;
  amount: number;
  vol: number;
  count: number;
  bid?: [number, number];
  ask?: [number, number];
}

export function readTicker(ticker: Ticker, precision: Precision, nowMs: number): TickerQuote | undefined {
  const last = ticker.last ?? ticker.close;
  if (!isFiniteNumber(last)) return undefined;
  const price = (value: number | undefined) => (isFiniteNumber(value) ? roundTo(value, precision.price) : undefined);
  const side = (value: number | undefined, size: number | undefined): [number, number] | undefined =>
    isFiniteNumber(value) && value > 0 ? [roundTo(value, precision.price), isFiniteNumber(size) ? roundTo(size, precision.amount) : 0] : undefined;
  const baseVolume = isFiniteNumber(ticker.baseVolume) ? ticker.baseVolume : 0;
  const info: unknown = ticker.info;
  const rawCount = typeof info === 'object' && info !== null ? ((info as Record<string, unknown>).count ?? (info as Record<string, unknown>).n) : undefined;
  const count = Number(rawCount);
  return {
    ts: isFiniteNumber(ticker.timestamp) ? ticker.timestamp : nowMs,
    last,
    open: price(ticker.open),
    high: price(ticker.high),
    low: price(ticker.low),
    amount: roundTo(baseVolume, precision.amount),
    vol: isFiniteNumber(ticker.quoteVolume) ? roundTo(ticker.quoteVolume, QUOTE_VOLUME_PLACES) : estimatedQuoteVolume(baseVolume, last),
    count: Number.isSafeInteger(count) && count >= 0 ? count : 0,
    bid: side(ticker.bid, ticker.bidVolume),
    ask: side(ticker.ask, ticker.askVolume),
  };
}

/** What the feed reads of a ccxt order book (a watch result or ccxt's own cached book). */
export interface BookLike {
  bids: unknown;
  asks: unknown;
  nonce?: unknown;
  timestamp?: unknown;
}

/** One side of a book at our precision, best first: levels that round to the same price are merged. */
export function readBookSide(levels: unknown, precision: Precision, rounding: Decimal.Rounding): Array<[number, number]> {
  const merged: Array<[number, Decimal]> = [];
  for (const level of Array.isArray(levels) ? (levels as unknown[]) : []) {
    if (!Array.isArray(level)) continue;
    const [rawPrice, rawSize]: unknown[] = level;
    if (!isFiniteNumber(rawPrice) || !isFiniteNumber(rawSize) || rawSize <= 0) continue;
    const price = roundTo(rawPrice, precision.price, rounding);
    const previous = merged[merged.length - 1];
    if (previous?.[0] === price) previous[1] = previous[1].plus(rawSize);
    else if (merged.length === DEPTH_LEVELS) break;
    else merged.push([price, new Decimal(rawSize)]);
  }
  return merged.map(([price, size]) => [price, roundTo(size, precision.amount)]);
}

export interface TradePrint {
  /** The exchange's id, or the print itself when it has none: what tells a trade pushed twice. */
  key: string;
  rawId: string | undefined;
  symbol: string | undefined;
  ts: number;
  price: number;
  amount: number;
  direction: Trade['direction'];
}

/** A ccxt trade (a watch result or an entry of ccxt's trade cache). */
export function readTrade(value: unknown, nowMs: number): TradePrint | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const trade = value as Partial<CcxtTrade>;
  if (!isFiniteNumber(trade.price) || !isFiniteNumber(trade.amount)) return undefined;
  const ts = isFiniteNumber(trade.timestamp) ? trade.timestamp : nowMs;
  const rawId = typeof trade.id === 'string' || typeof trade.id === 'number' ? String(trade.id) : undefined;
  const direction = trade.side === 'sell' ? 'sell' : 'buy';
  return {
    key: rawId ?? `${ts}:${trade.price}:${trade.amount}:${direction}`,
    rawId,
    symbol: typeof trade.symbol === 'string' ? trade.symbol : undefined,
    ts,
    price: trade.price,
    amount: trade.amount,
    direction,
  };
}

/** A ccxt candle row as ours: `id` its open time in seconds, `vol` estimated (ccxt rows carry base volume only). */
function readCandle(row: unknown, precision: Precision): KlineTick | undefined {
  if (!Array.isArray(row)) return undefined;
  const [timestamp, open, high, low, close, volume]: unknown[] = row;
  if (!isFiniteNumber(timestamp) || !isFiniteNumber(open) || !isFiniteNumber(high) || !isFiniteNumber(low) || !isFiniteNumber(close)) return undefined;
  const baseVolume = isFiniteNumber(volume) ? volume : 0;
  return {
    id: Math.floor(timestamp / 1000),
    open: roundTo(open, precision.price),
    close: roundTo(close, precision.price),
    low: roundTo(low, precision.price),
    high: roundTo(high, precision.price),
    amount: roundTo(baseVolume, precision.amount),
    vol: estimatedQuoteVolume(baseVolume, close),
    count: 0,
  };
}

export function readCandles(rows: readonly unknown[], precision: Precision): KlineTick[] {
  return rows
    .map((row) => readCandle(row, precision))
    .filter((candle): candle is KlineTick => candle !== undefined)
    .sort((a, b) => a.id - b.id);
}
