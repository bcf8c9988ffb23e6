import { DEFAULT_DECIMALS } from './constants.js';
import type Decimal from './decimal.js';
import { divide, parseExact, pow10, roundSignificant, subtract, toFixedDown, toPlainText, truncate, type Exact } from './exact-decimal.js';

/**
 * The one place that turns raw values into display text (STYLE.md): amounts, prices, percents,
 * pairs, addresses and times, for the web app and the server's first paint alike. Amounts are
 * truncated, never rounded (spec §5), on exact BigInt arithmetic (exact-decimal.ts) rather than
 * decimal.js, so /home and the first paint format figures without loading it.
 */

/** A value to show: a number (through its shortest decimal text, so 0.1 stays 0.1), decimal text or a Decimal. */
export type Numeric = number | string | Decimal;

const PLACEHOLDER = '--';
const QUOTE_COIN = 'usdt';

const exactOf = (value: Numeric): Exact | undefined => parseExact(String(value));

/** `-1234567.5` -> `-1,234,567.5`: thousands grouped in a plain decimal text. */
function withGrouping(fixed: string): string {
  const [whole = '', fraction] = fixed.split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const digits = sign ? whole.slice(1) : whole;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? `${sign}${grouped}` : `${sign}${grouped}.${fraction}`;
}

/** An amount or price with `decimals` places, extra digits truncated, never rounded, thousands grouped. */
export function formatAmount(value: Numeric, decimals: number = DEFAULT_DECIMALS, { grouping = true } = {}): string {
  const exact = exactOf(value);
  if (!exact) return PLACEHOLDER;
  const fixed = toFixedDown(exact, decimals);
  return grouping ? withGrouping(fixed) : fixed;
}

/** A price at its pair's precision (truncated). */
export function formatPrice(value: Numeric, precision: number): string {
  return formatAmount(value, precision);
}

/** The 24 h change in percent, (close - open) / open × 100, rounded as decimal.js rounds it; undefined when open is 0. */
function changeOf(open: Numeric, close: Numeric): Exact | undefined {
  const from = exactOf(open);
  const to = exactOf(close);
  if (!from || !to || from.n === 0n) return undefined;
  const ratio = divide(roundSignificant(subtract(to, from)), from);
  return { n: ratio.n * 100n, scale: ratio.scale };
}

/** The 24 h change in percent as decimal text (for formatPercent); undefined when open is 0 or a value is not a number. */
export function changePercent(open: Numeric, close: Numeric): string | undefined {
  const change = changeOf(open, close);
  return change && toPlainText(change);
}

/** The change as a number (to sort by), undefined when unknown. */
export function changeNumber(open: Numeric, close: Numeric): number | undefined {
  const change = changeOf(open, close);
  return change && Number(toPlainText(change));
}

/** The sign of the change: 1 up, -1 down, 0 flat or unknown. */
export function changeSign(open: Numeric, close: Numeric): -1 | 0 | 1 {
  const change = changeOf(open, close);
  if (!change || change.n === 0n) return 0;
  return change.n > 0n ? 1 : -1;
}

export type Trend = 'up' | 'down' | 'flat';

/** Which way a price went from `open` to `close`: the colour of its figures (up green, down red). */
export function trendOf(open: Numeric, close: Numeric): Trend {
  const sign = changeSign(open, close);
  return sign === 0 ? 'flat' : sign > 0 ? 'up' : 'down';
}

/** +1.23% / -0.50% (2 places, truncated); `--` when unknown. */
export function formatPercent(value: Numeric | undefined, { signed = true } = {}): string {
  if (value === undefined) return PLACEHOLDER;
  const text = formatAmount(value, 2, { grouping: false });
  return signed && (exactOf(value)?.n ?? 0n) > 0n ? `+${text}%` : `${text}%`;
}

const COMPACT_UNITS: ReadonlyArray<[number, string]> = [
  [12, 'T'],
  [9, 'B'],
  [6, 'M'],
  [3, 'K'],
];

/** Large volumes: 1.23M, 45.67K (2 places, truncated). */
export function formatCompact(value: Numeric): string {
  const exact = exactOf(value);
  if (!exact) return PLACEHOLDER;
  const magnitude = exact.n < 0n ? -exact.n : exact.n;
  for (const [power, unit] of COMPACT_UNITS) {
    if (magnitude >= pow10(power + exact.scale)) return `${toFixedDown({ n: exact.n, scale: exact.scale + power }, 2)}${unit}`;
  }
  return withGrouping(toFixedDown(exact, 2));
}

/** A change with its sign: +100.00 / -30.00 (truncated); zero stays unsigned. */
export function formatSignedAmount(value: Numeric, decimals: number = DEFAULT_DECIMALS): string {
  const text = formatAmount(value, decimals);
  const exact = exactOf(value);
  return exact && truncate(exact, decimals).n > 0n ? `+${text}` : text;
}

/**
 * A quantity as the server states it (a minimum, a rate's coin amount): at most `maxDecimals`
 * places, truncated, without trailing zeros, so "10" stays 10 and "0.00289017" keeps its digits.
 */
export function formatQuantity(value: Numeric, maxDecimals: number): string {
  const exact = exactOf(value);
  if (!exact) return PLACEHOLDER;
  const fixed = toFixedDown(exact, maxDecimals);
  return withGrouping(fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed);
}

/** btcusdt -> BTC/USDT */
export function formatPair(pair: string): string {
  const lower = pair.toLowerCase();
  const coin = lower.endsWith(QUOTE_COIN) ? lower.slice(0, -QUOTE_COIN.length) : lower;
  return `${coin.toUpperCase()}/${QUOTE_COIN.toUpperCase()}`;
}

/** Header form: first 6 and last 4 characters. */
export function formatShortAddress(address: string): string {
  return address.length <= 10 ? address : `${address.slice(0, 6)}...${address.slice(-4)}`;
}

/** Side menu form: the last 6 characters. */
export function formatAddressTail(address: string): string {
  return address.length <= 6 ? address : `...${address.slice(-6)}`;
}

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** An ISO time in the viewer's time zone: 2026-11-01 14:05:09. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return PLACEHOLDER;
  const day = `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
  return `${day} ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}:${twoDigits(date.getSeconds())}`;
}

/** The local day of a time, YYYY-MM-DD. */
export function formatDate(iso: string): string {
  return formatDateTime(iso).slice(0, 10);
}

/** A trade's time of day, HH:mm:ss, in the viewer's time zone. */
export function formatClock(milliseconds: number): string {
  const date = new Date(milliseconds);
  return `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}:${twoDigits(date.getSeconds())}`;
}
