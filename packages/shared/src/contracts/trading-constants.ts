import { coinByPair } from '../symbols.js';

/**
 * The zod-free constants and field rules of the trading desks: the order schemas (contract.ts,
 * spot.ts, options.ts) are built on them and the trade pages' drafts run them, so zod stays off
 * those pages. Those files re-export them.
 */
export const CONTRACT_SIDES = ['long', 'short'] as const;
export const PRICE_TYPES = ['market', 'limit'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];

export const SPOT_SIDES = ['buy', 'sell'] as const;
export type SpotSide = (typeof SPOT_SIDES)[number];

export const OPTION_DIRECTIONS = ['rise', 'fall'] as const;
export type OptionDirection = (typeof OPTION_DIRECTIONS)[number];

/** Decimals of the text's fraction. */
export function decimalsOf(value: string): number {
  return value.split('.')[1]?.length ?? 0;
}

/** A price or a coin amount as typed: digits, at most 12 decimals (more than zero: `isAboveZero`). */
export const PRICE_TEXT = /^\d{1,12}(\.\d{1,12})?$/;
/** USDT put up (a contract's margin, an option's amount): at most 2 decimals. */
export const USDT_TEXT = /^\d{1,10}(\.\d{1,2})?$/;

export function isAboveZero(text: string): boolean {
  return /[1-9]/.test(text);
}

/** Whether trimmed text is a price or coin amount the order schemas take. */
export function isPriceText(text: string): boolean {
  return PRICE_TEXT.test(text) && isAboveZero(text);
}

/** Whether trimmed text is a USDT amount the order schemas take. */
export function isUsdtText(text: string): boolean {
  return USDT_TEXT.test(text) && isAboveZero(text);
}

/** A price fits the pair when it has no more decimals than the pair's precision. */
export function fitsPairPrecision(pair: string, price: string): boolean {
  return decimalsOf(price) <= (coinByPair(pair)?.pricePrecision ?? 0);
}

/** Whether an amount of the pair's coin has no more decimals than the coin allows. */
export function fitsAmountPrecision(pair: string, amount: string): boolean {
  return decimalsOf(amount) <= (coinByPair(pair)?.amountPrecision ?? 0);
}
