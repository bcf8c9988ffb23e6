import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../envelope.js';
import { numericText } from './input-text.js';
import { pairSchema } from './market.js';
import { isAboveZero, OPTION_DIRECTIONS, USDT_TEXT } from './trading-constants.js';

export { OPTION_DIRECTIONS, type OptionDirection } from './trading-constants.js';

/**
 * Timed rise/fall options (ARCHITECTURE §8): at the close second's index price a right call pays
 * amount × (1 + rate), a wrong one amount × (1 − rate), an unchanged price the amount back.
 */
export const OPTION_PERIODS = [
  { period: 30, profitRate: '0.1' },
  { period: 60, profitRate: '0.15' },
  { period: 120, profitRate: '0.2' },
  { period: 300, profitRate: '0.3' },
] as const;
export const OPTION_FEE_RATE = '0.001';
export const OPTION_MIN_AMOUNT = '10';
export const OPTION_RESULTS = ['win', 'loss', 'draw'] as const;
export type OptionResult = (typeof OPTION_RESULTS)[number];

export const optionOrderBodySchema = z.object({
  pair: pairSchema,
  direction: z.enum(OPTION_DIRECTIONS),
  period: z.coerce.number().int().min(1).max(86_400).describe('In seconds: one of the published periods (financeConfig)'),
  amount: numericText()
    .regex(USDT_TEXT)
    .refine(isAboveZero, { message: 'invalid' })
    .describe('USDT from the options account, at most 2 decimals'),
});
export type OptionOrderBody = z.infer<typeof optionOrderBodySchema>;

export const optionRowSchema = z.object({
  id: z.number().int(),
  pair: z.string(),
  direction: z.enum(OPTION_DIRECTIONS),
  period: z.number().int(),
  amount: z.string(),
  fee: z.string(),
  profitRate: z.string(),
  buyPrice: z.string().describe('The index price of the buy second'),
  buyTime: z.string(),
  buySecond: z.number().int(),
  closeTime: z.string(),
  closeSecond: z.number().int(),
  settlementPrice: z.string().nullable().describe('The index price of the close second'),
  result: z.enum(OPTION_RESULTS).nullable(),
  payout: z.string().nullable(),
  status: z.enum(['open', 'settled']),
});
export type OptionRow = z.infer<typeof optionRowSchema>;
export const optionPageSchema = pageSchema(optionRowSchema);
export const optionListQuerySchema = pageQuerySchema.extend({ status: z.enum(['open', 'settled']).optional() });
export type OptionListQuery = z.infer<typeof optionListQuerySchema>;
export const optionPlacedSchema = z.object({ id: z.number().int(), closeTime: z.string() });
export const optionConfigSchema = z.object({
  periods: z.array(z.object({ period: z.number().int(), profitRate: z.string() })),
  feeRate: z.string(),
  minAmount: z.string(),
  rule: z.string(),
});
export type OptionConfig = z.infer<typeof optionConfigSchema>;
