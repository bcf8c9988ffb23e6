import Decimal from '../decimal.js';

/**
 * The bounds of every term an operator sets in the console (ours), in one place: the server's
 * schemas (terms.ts) refuse what breaks them, and the console's forms check them before sending,
 * so the two cannot drift apart. Zod-free, so the console takes them without the schemas.
 */

/** Decimal text as terms take it: up to 12 whole digits and 8 places. */
export const TERM_DECIMAL_TEXT = /^\d{1,12}(\.\d{1,8})?$/;

/** A decimal term's range: both ends included, except the minimum where `above`. */
export interface DecimalBounds {
  readonly min: string;
  readonly max: string;
  readonly above?: boolean;
}

const rate = (max: string, above = false): DecimalBounds => ({ min: '0', max, above });
const usdt = (max: string, above = true): DecimalBounds => ({ min: '0', max, above });

export const TERM_BOUNDS = {
  contract: { feeRate: rate('0.01'), maintenanceMarginRate: rate('0.5', true), minMargin: usdt('1000000') },
  options: { profitRate: rate('1', true), feeRate: rate('0.05'), minAmount: usdt('1000000') },
  funds: {
    depositMinUsdt: usdt('1000000'),
    withdrawalMinUsdt: usdt('1000000'),
    withdrawalFeeUsdt: usdt('1000000', false),
    depositFourEyesUsdt: usdt('100000000', false),
    withdrawalFourEyesUsdt: usdt('100000000', false),
  },
  stakingPlan: { minAmount: usdt('100000000'), maxAmount: usdt('100000000'), dailyRate: rate('0.01', true) },
  boxTier: { price: usdt('1000000'), gift: usdt('1000000', false), prizeAmount: usdt('100000000', false), probability: rate('1', true) },
} as const satisfies Record<string, Record<string, DecimalBounds>>;

/** The whole-number terms: leverage levels, option periods (seconds), plan days, prize rows. */
export const TERM_LIMITS = {
  maxLeverage: 125,
  maxLevels: 10,
  minPeriod: 10,
  maxPeriod: 86_400,
  maxPeriods: 10,
  maxPlanDays: 3650,
  maxPrizes: 20,
} as const;

export type DecimalCheck = { ok: true; value: Decimal } | { ok: false; problem: 'decimalInvalid' | 'outOfRange' };

/** Text as a term's decimal: decimal text (trimmed) inside its bounds, or the rule it breaks. */
export function checkTermDecimal(text: unknown, bounds: DecimalBounds): DecimalCheck {
  const trimmed = typeof text === 'string' ? text.trim() : '';
  if (!TERM_DECIMAL_TEXT.test(trimmed)) return { ok: false, problem: 'decimalInvalid' };
  const value = new Decimal(trimmed);
  const belowMin = bounds.above ? value.lte(bounds.min) : value.lt(bounds.min);
  return belowMin || value.gt(bounds.max) ? { ok: false, problem: 'outOfRange' } : { ok: true, value };
}

/** The value as a term's decimal when it is decimal text (trimmed), whatever its bounds. */
export function termDecimalOf(value: unknown): Decimal | undefined {
  return typeof value === 'string' && TERM_DECIMAL_TEXT.test(value.trim()) ? new Decimal(value.trim()) : undefined;
}

/** The maintenance rate the levels stay below: at the highest leverage the margin is 1/leverage of the notional, and a rate at or above it liquidates at once. */
export function maintenanceCeiling(leverages: readonly number[]): Decimal {
  return new Decimal(1).div(Math.max(...leverages));
}

/** A withdrawal of the minimum must leave something to send: the fee stays below the minimum. */
export function isFeeBelowMinimum(fee: Decimal.Value, minimum: Decimal.Value): boolean {
  return new Decimal(fee).lt(minimum);
}
