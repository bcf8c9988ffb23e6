import { amountPrecisionOf, contractSize } from '@halyard/shared';
import Decimal from '@halyard/shared/decimal';
import { marginForSize } from './position-close';

/** How the member enters the order's amount: the margin in USDT, or the size in the coin. */
export type AmountUnit = 'margin' | 'size';
export const AMOUNT_UNITS: readonly AmountUnit[] = ['margin', 'size'];

const SIZE_TEXT = /^\d+(\.\d+)?$/;

/** A typed size as a decimal when it is a positive amount within the coin's precision, else undefined. */
export function parsedSize(pair: string, typed: string): Decimal | undefined {
  const value = typed.trim();
  if (!SIZE_TEXT.test(value)) return undefined;
  const size = new Decimal(value);
  return size.isZero() || size.decimalPlaces() > amountPrecisionOf(pair) ? undefined : size;
}

/** What the order needs from the amount field: the margin text the server receives, or why there is none yet. */
export type OrderAmount = { margin: string } | { problem: 'empty' | 'invalid' | 'noPrice' };

/**
 * The margin of the amount as typed: itself in USDT; for a size, size × entry / leverage rounded up
 * to the cent (the server takes margin, at most 2 decimals), so the engine buys at least that size.
 */
export function orderAmount(unit: AmountUnit, pair: string, typed: string, entry: Decimal | undefined, leverage: number): OrderAmount {
  if (typed.trim() === '') return { problem: 'empty' };
  if (unit === 'margin') return { margin: typed.trim() };
  const size = parsedSize(pair, typed);
  if (!size) return { problem: 'invalid' };
  if (!entry) return { problem: 'noPrice' };
  return { margin: marginForSize(size, entry, leverage).toString() };
}

/** The size `margin` buys at `entry` and `leverage`, as the engine truncates it. */
export function sizeForMargin(pair: string, margin: Decimal.Value, entry: Decimal.Value, leverage: number): Decimal {
  return contractSize(margin, leverage, entry, amountPrecisionOf(pair));
}
