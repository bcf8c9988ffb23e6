import { DEFAULT_DECIMALS, withGrouping } from '@halyard/shared';
import Decimal from '@halyard/shared/decimal';

/** The one place that turns raw values into display text (STYLE.md); the text of pairs, addresses and times is in format-text.ts. */
export { formatAddressTail, formatClock, formatDate, formatDateTime, formatPair, formatShortAddress } from './format-text';

type Numeric = number | string | Decimal;

function toDecimal(value: Numeric): Decimal | undefined {
  try {
    const decimal = new Decimal(value);
    return decimal.isFinite() ? decimal : undefined;
  } catch {
    return undefined;
  }
}

const PLACEHOLDER = '--';

/**
 * An amount or price with `decimals` places, extra digits truncated, never rounded (spec §5),
 * thousands grouped. Numbers go through their shortest decimal text, so 0.1 stays 0.1.
 */
export function formatAmount(value: Numeric, decimals: number = DEFAULT_DECIMALS, { grouping = true } = {}): string {
  const decimal = toDecimal(typeof value === 'number' ? String(value) : value);
  if (!decimal) return PLACEHOLDER;
  const fixed = decimal.toDecimalPlaces(decimals, Decimal.ROUND_DOWN).toFixed(decimals);
  return grouping ? withGrouping(fixed) : fixed;
}

/** A price at its pair's precision (truncated). */
export function formatPrice(value: Numeric, precision: number): string {
  return formatAmount(value, precision);
}

/** The 24 h change in percent, (close - open) / open x 100, as a Decimal; undefined when open is 0. */
export function changePercent(open: Numeric, close: Numeric): Decimal | undefined {
  const from = toDecimal(typeof open === 'number' ? String(open) : open);
  const to = toDecimal(typeof close === 'number' ? String(close) : close);
  if (!from || !to || from.isZero()) return undefined;
  return to.minus(from).div(from).times(100);
}

/** +1.23% / -0.50% (2 places, truncated); `--` when unknown. */
export function formatPercent(value: Decimal | undefined, { signed = true } = {}): string {
  if (!value) return PLACEHOLDER;
  const text = formatAmount(value, 2, { grouping: false });
  return signed && value.gt(0) ? `+${text}%` : `${text}%`;
}

const COMPACT_UNITS: ReadonlyArray<[Decimal, string]> = [
  [new Decimal('1e12'), 'T'],
  [new Decimal('1e9'), 'B'],
  [new Decimal('1e6'), 'M'],
  [new Decimal('1e3'), 'K'],
];

/** Large volumes: 1.23M, 45.67K (2 places, truncated). */
export function formatCompact(value: Numeric): string {
  const decimal = toDecimal(typeof value === 'number' ? String(value) : value);
  if (!decimal) return PLACEHOLDER;
  for (const [size, unit] of COMPACT_UNITS) {
    if (decimal.abs().gte(size)) return `${formatAmount(decimal.div(size), 2, { grouping: false })}${unit}`;
  }
  return formatAmount(decimal, 2);
}

/** A change with its sign: +100.00 / -30.00 (truncated); zero stays unsigned. */
export function formatSignedAmount(value: Numeric, decimals: number = DEFAULT_DECIMALS): string {
  const text = formatAmount(value, decimals);
  const decimal = toDecimal(typeof value === 'number' ? String(value) : value);
  return decimal && decimal.toDecimalPlaces(decimals, Decimal.ROUND_DOWN).gt(0) ? `+${text}` : text;
}

/**
 * A quantity as the server states it (a minimum, a rate's coin amount): at most `maxDecimals`
 * places, truncated, without trailing zeros, so "10" stays 10 and "0.00289017" keeps its digits.
 */
export function formatQuantity(value: Numeric, maxDecimals: number): string {
  const decimal = toDecimal(typeof value === 'number' ? String(value) : value);
  if (!decimal) return PLACEHOLDER;
  const truncated = decimal.toDecimalPlaces(maxDecimals, Decimal.ROUND_DOWN);
  return formatAmount(truncated, truncated.decimalPlaces());
}
