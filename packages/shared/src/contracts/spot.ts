import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../envelope.js';
import { numericText } from './input-text.js';
import { pairSchema } from './market.js';
import { isAboveZero, PRICE_TEXT, SPOT_SIDES } from './trading-constants.js';

export { decimalsOf, fitsAmountPrecision, SPOT_SIDES, type SpotSide } from './trading-constants.js';

/**
 * Spot trading (ARCHITECTURE §5): buy and sell a quoted coin against USDT in the fund account,
 * the house (the `spot_desk` platform account) on the other side of every fill.
 */
export const SPOT_FEE_RATE = '0.001';
/** The least an order may be worth, in USDT. */
export const SPOT_MIN_TOTAL = '5';
export const SPOT_STATUSES = ['pending', 'filled', 'cancelled'] as const;
export type SpotStatus = (typeof SPOT_STATUSES)[number];

const decimalText = numericText().regex(PRICE_TEXT).refine(isAboveZero, { message: 'invalid' });

/** POST /member/spotOrder/add: `amount` in the base coin. */
export const spotOrderBodySchema = z
  .object({
    pair: pairSchema,
    side: z.enum(SPOT_SIDES),
    priceType: z.enum(['market', 'limit']),
    price: decimalText.optional().describe('The limit price (limit orders only)'),
    amount: decimalText.describe('Coin amount, at most the coin’s own decimals'),
  })
  .refine((body) => body.priceType === 'market' || body.price !== undefined, { path: ['price'], message: 'required' });
export type SpotOrderBody = z.infer<typeof spotOrderBodySchema>;

export const spotRowSchema = z.object({
  id: z.number().int(),
  pair: z.string(),
  side: z.enum(SPOT_SIDES),
  priceType: z.enum(['market', 'limit']),
  price: z.string().nullable(),
  amount: z.string(),
  status: z.enum(SPOT_STATUSES),
  fillPrice: z.string().nullable(),
  total: z.string().nullable().describe('USDT value of the fill: amount × fill price'),
  fee: z.string().nullable().describe('USDT, at the fee rate it was placed under'),
  feeRate: z.string(),
  placedSecond: z.number().int(),
  fillSecond: z.number().int().nullable(),
  fillIndexPrice: z.string().nullable().describe('The index price of the fill second'),
  createdAt: z.string(),
  filledAt: z.string().nullable(),
  version: z.number().int(),
});
export type SpotRow = z.infer<typeof spotRowSchema>;
export const spotPageSchema = pageSchema(spotRowSchema);
export const spotListQuerySchema = pageQuerySchema.extend({
  status: z.enum(['open', 'done']).optional().describe('open: waiting limit orders; done: filled and cancelled'),
});
export type SpotListQuery = z.infer<typeof spotListQuerySchema>;
export const spotPlacedSchema = z.object({ id: z.number().int(), status: z.enum(SPOT_STATUSES) });
