/**
 * Exact decimal arithmetic on BigInt for the formatter (format.ts): what decimal.js does for
 * display text (truncating, and rounding half up to 40 significant digits), without loading it, so
 * /home and the server's first paint format figures the same way every page does.
 */

/** `n` × 10^-`scale`, exactly. */
export interface Exact {
  n: bigint;
  scale: number;
}

/**
 * Every result is rounded to this many significant digits, as decimal.js does at the precision the
 * app sets for it (decimal.ts), so a figure reads the same on every page.
 */
const SIGNIFICANT = 40;
const DECIMAL_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

export const pow10 = (exponent: number): bigint => 10n ** BigInt(exponent);
const digitCount = (value: bigint): number => (value < 0n ? -value : value).toString().length;

/** A number's shortest text or a decimal text, exactly; undefined for anything else (NaN, Infinity). */
export function parseExact(text: string): Exact | undefined {
  const match = DECIMAL_TEXT.exec(text);
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
export function roundSignificant(value: Exact, significant = SIGNIFICANT): Exact {
  const extra = digitCount(value.n) - significant;
  if (extra <= 0) return value;
  const size = pow10(extra);
  const magnitude = value.n < 0n ? -value.n : value.n;
  const kept = magnitude / size + (2n * (magnitude % size) >= size ? 1n : 0n);
  return { n: value.n < 0n ? -kept : kept, scale: value.scale - extra };
}

export function subtract(a: Exact, b: Exact): Exact {
  const scale = Math.max(a.scale, b.scale);
  return { n: a.n * pow10(scale - a.scale) - b.n * pow10(scale - b.scale), scale };
}

/** a / b rounded half up to SIGNIFICANT digits; b is not zero. */
export function divide(a: Exact, b: Exact): Exact {
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

/** Truncated to `decimals` places (decimal.js toDecimalPlaces with ROUND_DOWN). */
export function truncate(value: Exact, decimals: number): Exact {
  const n = value.scale <= decimals ? value.n * pow10(decimals - value.scale) : value.n / pow10(value.scale - decimals);
  return { n, scale: decimals };
}

/** Truncated to `decimals` places, then as fixed-point text (toFixed): no sign on zero. */
export function toFixedDown(value: Exact, decimals: number): string {
  const { n } = truncate(value, decimals);
  const digits = (n < 0n ? -n : n).toString().padStart(decimals + 1, '0');
  const text = decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
  return n < 0n ? `-${text}` : text;
}

/** The value as plain decimal text, every digit kept. */
export function toPlainText(value: Exact): string {
  return toFixedDown(value, Math.max(0, value.scale));
}
