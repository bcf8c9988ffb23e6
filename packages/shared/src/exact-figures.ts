/**
 * Prices, 24 h changes and volumes for the market lists, computed exactly as the web app's
 * lib/format.ts does with decimal.js (truncated, never rounded; a change rounded half up to 40
 * significant digits first, as decimal.js does at the app's precision) but on BigInt: /home draws
 * its market board without loading decimal.js, and the server writes a quotes page's first
 * figures into its HTML with the same text (apps/server plugins/first-quote.ts). lib/format.ts
 * stays the one formatter everywhere else.
 */

/** `n` × 10^-`scale`, exactly. */
interface Exact {
  n: bigint;
  scale: number;
}

const PLACEHOLDER = '--';
/**
 * Every result is rounded to this many significant digits, as decimal.js does at the precision the
 * app sets for it (packages/shared/src/decimal.ts), so a figure reads the same on every page.
 */
const SIGNIFICANT = 40;
const DECIMAL_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

const pow10 = (exponent: number): bigint => 10n ** BigInt(exponent);
const digitCount = (value: bigint): number => (value < 0n ? -value : value).toString().length;

function parse(value: number | string): Exact | undefined {
  const match = DECIMAL_TEXT.exec(String(value).trim());
  if (!match) return undefined;
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match;
  if (whole === '' && fraction === '') return undefined;
  const digits = BigInt(`${whole}${fraction}` || '0');
  let scale = fraction.length - Number(exponent);
  let n = sign === '-' ? -digits : digits;
  if (scale < 0) {
    n *= pow10(-scale);
    scale = 0;
  }
  return { n, scale };
}

/** Rounds half away from zero (decimal.js ROUND_HALF_UP) to `significant` digits. */
function roundSignificant(value: Exact, significant = SIGNIFICANT): Exact {
  const extra = digitCount(value.n) - significant;
  if (extra <= 0) return value;
  const size = pow10(extra);
  const magnitude = value.n < 0n ? -value.n : value.n;
  const kept = magnitude / size + (2n * (magnitude % size) >= size ? 1n : 0n);
  return { n: value.n < 0n ? -kept : kept, scale: value.scale - extra };
}

function subtract(a: Exact, b: Exact): Exact {
  const scale = Math.max(a.scale, b.scale);
  return { n: a.n * pow10(scale - a.scale) - b.n * pow10(scale - b.scale), scale };
}

/** a / b rounded half up to SIGNIFICANT digits; b is not zero. */
function divide(a: Exact, b: Exact): Exact {
  const negative = a.n < 0n !== b.n < 0n;
  const top = a.n < 0n ? -a.n : a.n;
  const bottom = b.n < 0n ? -b.n : b.n;
  // Enough digits that the quotient has more than SIGNIFICANT, then one rounding on the exact remainder.
  const shift = Math.max(0, SIGNIFICANT + 2 + digitCount(bottom) - digitCount(top));
  const numerator = top * pow10(shift);
  const quotient = numerator / bottom;
  const remainder = numerator % bottom;
  const extra = Math.max(0, digitCount(quotient) - SIGNIFICANT);
  const size = pow10(extra);
  const dropped = (quotient % size) * bottom + remainder;
  const kept = quotient / size + (2n * dropped >= size * bottom ? 1n : 0n);
  const scale = a.scale - b.scale + shift - extra;
  return { n: negative ? -kept : kept, scale };
}

/** Truncated to `decimals` places (toDecimalPlaces ROUND_DOWN, then toFixed): no sign on zero. */
function toFixedDown(value: Exact, decimals: number): string {
  const n = value.scale <= decimals ? value.n * pow10(decimals - value.scale) : value.n / pow10(value.scale - decimals);
  const digits = (n < 0n ? -n : n).toString().padStart(decimals + 1, '0');
  const text = decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
  return n < 0n ? `-${text}` : text;
}

/** `-1234567.5` -> `-1,234,567.5`: thousands grouped in a plain decimal text (lib/format.ts uses it too). */
export function withGrouping(fixed: string): string {
  const [whole = '', fraction] = fixed.split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const digits = sign ? whole.slice(1) : whole;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? `${sign}${grouped}` : `${sign}${grouped}.${fraction}`;
}

/** formatAmount / formatPrice of lib/format.ts: `decimals` places, truncated, thousands grouped. */
export function formatExactAmount(value: number | string, decimals: number, { grouping = true } = {}): string {
  const exact = parse(value);
  if (!exact) return PLACEHOLDER;
  const fixed = toFixedDown(exact, decimals);
  return grouping ? withGrouping(fixed) : fixed;
}

/** The 24 h change in percent, (close - open) / open × 100; undefined when open is 0 or a value is not a number. */
function changeOf(open: number, close: number): Exact | undefined {
  const from = parse(open);
  const to = parse(close);
  if (!from || !to || from.n === 0n) return undefined;
  const ratio = divide(roundSignificant(subtract(to, from)), from);
  return { n: ratio.n * 100n, scale: ratio.scale };
}

/** formatPercent(changePercent(open, close)): +1.23% / -0.50% (2 places, truncated); `--` when unknown. */
export function formatChangePercent(open: number, close: number): string {
  const change = changeOf(open, close);
  if (!change) return PLACEHOLDER;
  const text = toFixedDown(change, 2);
  return change.n > 0n ? `+${text}%` : `${text}%`;
}

/** changePercent(open, close)?.toNumber(): the change as a number (to sort by), undefined when unknown. */
export function changeNumber(open: number, close: number): number | undefined {
  const change = changeOf(open, close);
  if (!change) return undefined;
  const magnitude = (change.n < 0n ? -change.n : change.n).toString();
  return Number(`${change.n < 0n ? '-' : ''}${magnitude}e${-change.scale}`);
}

/** The sign of the change: 1 up, -1 down, 0 flat or unknown. */
export function changeSign(open: number, close: number): -1 | 0 | 1 {
  const change = changeOf(open, close);
  if (!change || change.n === 0n) return 0;
  return change.n > 0n ? 1 : -1;
}

export type Trend = 'up' | 'down' | 'flat';

/** Which way a price went from `open` to `close`: the colour of its figures (up green, down red). */
export function trendOf(open: number, close: number): Trend {
  const sign = changeSign(open, close);
  return sign === 0 ? 'flat' : sign > 0 ? 'up' : 'down';
}

const COMPACT_UNITS: ReadonlyArray<[number, string]> = [
  [12, 'T'],
  [9, 'B'],
  [6, 'M'],
  [3, 'K'],
];

/** formatCompact of lib/format.ts: 1.23M, 45.67K (2 places, truncated). */
export function formatExactCompact(value: number | string): string {
  const exact = parse(value);
  if (!exact) return PLACEHOLDER;
  const magnitude = exact.n < 0n ? -exact.n : exact.n;
  for (const [power, unit] of COMPACT_UNITS) {
    if (magnitude >= pow10(power + exact.scale)) return `${toFixedDown({ n: exact.n, scale: exact.scale + power }, 2)}${unit}`;
  }
  return withGrouping(toFixedDown(exact, 2));
}
