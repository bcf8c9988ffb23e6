import { DEFAULT_DECIMALS } from './constants.js';
import type Decimal from './decimal.js';
import { divide, parseExact, pow10, roundSignificant, subtract, toFixedDown, toPlainText, truncate, type Exact } from './exact-decimal.js';
import { DEFAULT_LOCALE, type Locale } from './locales.js';
import { localizeDigits } from './number-symbols.js';

/**
 * The one place that turns raw values into display text (STYLE.md): amounts, prices, percents,
 * pairs, addresses and times, for the web app and the server's first paint alike. Amounts are
 * truncated, never rounded (spec §5), on exact BigInt arithmetic (exact-decimal.ts) rather than
 * decimal.js, so /home and the first paint format figures without loading it.
 *
 * Every figure is written in a locale (de_DE 88.966,63, ru_RU 88 966,63, en_US 88,966.63): the
 * exact truncated digits get the locale's separators (number-symbols.ts), never a float's. The web
 * binds the language in use (apps/web/src/lib/format.ts); the server passes the request's or the
 * member's locale each time (no module-level locale). Without one, en_US.
 */

/** A value to show: a number (through its shortest decimal text, so 0.1 stays 0.1), decimal text or a Decimal. */
export type Numeric = number | string | Decimal;

const PLACEHOLDER = '--';
const QUOTE_COIN = 'usdt';

const exactOf = (value: Numeric): Exact | undefined => parseExact(String(value));

/** The language a figure is written in. */
export interface InLocale {
  locale?: Locale;
}

/**
 * An amount or price with `decimals` places, extra digits truncated, never rounded, thousands
 * grouped, in the locale's separators. `grouping: false` leaves the digits ungrouped.
 */
export function formatAmount(value: Numeric, decimals: number = DEFAULT_DECIMALS, { grouping = true, locale = DEFAULT_LOCALE }: InLocale & { grouping?: boolean } = {}): string {
  const exact = exactOf(value);
  if (!exact) return PLACEHOLDER;
  return localizeDigits(toFixedDown(exact, decimals), locale, grouping);
}

/**
 * A figure for an input's value (Max, a share of the balance): plain decimal text with a dot, the
 * same in every language, truncated to `decimals` places. Inputs read a dot in every language.
 */
export function inputAmount(value: Numeric, decimals: number = DEFAULT_DECIMALS): string {
  const exact = exactOf(value);
  return exact ? toFixedDown(exact, decimals) : '';
}

/** A price at its pair's precision (truncated). */
export function formatPrice(value: Numeric, precision: number, { locale = DEFAULT_LOCALE }: InLocale = {}): string {
  return formatAmount(value, precision, { locale });
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
export function formatPercent(value: Numeric | undefined, { signed = true, locale = DEFAULT_LOCALE }: InLocale & { signed?: boolean } = {}): string {
  if (value === undefined) return PLACEHOLDER;
  const text = formatAmount(value, 2, { grouping: false, locale });
  return signed && (exactOf(value)?.n ?? 0n) > 0n ? `+${text}%` : `${text}%`;
}

const COMPACT_UNITS: ReadonlyArray<[number, string]> = [
  [12, 'T'],
  [9, 'B'],
  [6, 'M'],
  [3, 'K'],
];

/** Large volumes: 1.23M, 45.67K (2 places, truncated). */
export function formatCompact(value: Numeric, { locale = DEFAULT_LOCALE }: InLocale = {}): string {
  const exact = exactOf(value);
  if (!exact) return PLACEHOLDER;
  const magnitude = exact.n < 0n ? -exact.n : exact.n;
  for (const [power, unit] of COMPACT_UNITS) {
    if (magnitude >= pow10(power + exact.scale)) return `${localizeDigits(toFixedDown({ n: exact.n, scale: exact.scale + power }, 2), locale, false)}${unit}`;
  }
  return localizeDigits(toFixedDown(exact, 2), locale);
}

/** A change with its sign: +100.00 / -30.00 (truncated); zero stays unsigned. */
export function formatSignedAmount(value: Numeric, decimals: number = DEFAULT_DECIMALS, { locale = DEFAULT_LOCALE }: InLocale = {}): string {
  const text = formatAmount(value, decimals, { locale });
  const exact = exactOf(value);
  return exact && truncate(exact, decimals).n > 0n ? `+${text}` : text;
}

/**
 * A quantity as the server states it (a minimum, a rate's coin amount): at most `maxDecimals`
 * places, truncated, without trailing zeros, so "10" stays 10 and "0.00289017" keeps its digits.
 */
export function formatQuantity(value: Numeric, maxDecimals: number, { locale = DEFAULT_LOCALE }: InLocale = {}): string {
  const exact = exactOf(value);
  if (!exact) return PLACEHOLDER;
  const fixed = toFixedDown(exact, maxDecimals);
  return localizeDigits(fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed, locale);
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
