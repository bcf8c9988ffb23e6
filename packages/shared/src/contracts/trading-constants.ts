/**
 * The zod-free constants of the trading desks: the trade pages import these, so the schemas of
 * contract.ts, spot.ts and options.ts (and zod) stay off them. Those files re-export them.
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
