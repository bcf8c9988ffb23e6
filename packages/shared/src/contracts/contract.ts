import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../envelope.js';
import { pairSchema } from './market.js';
import { numericText } from './input-text.js';
import { optionConfigSchema } from './options.js';
import { CONTRACT_SIDES, isAboveZero, PRICE_TEXT, PRICE_TYPES, USDT_TEXT } from './trading-constants.js';

export {
  CONTRACT_SIDES,
  fitsPairPrecision,
  isAboveZero,
  isPriceText,
  isUsdtText,
  PRICE_TEXT,
  PRICE_TYPES,
  USDT_TEXT,
  type PriceType,
} from './trading-constants.js';

/** Perpetual contracts (ARCHITECTURE §8): linear, USDT-margined, isolated margin per position. */
export const CONTRACT_LEVERAGES = [5, 10, 20, 50, 100] as const;
/** 0.05 % of notional at open and at close. */
export const CONTRACT_FEE_RATE = '0.0005';
/** Liquidation when margin + unrealised PnL falls to 0.5 % of the entry notional. */
export const CONTRACT_MAINTENANCE_RATE = '0.005';
/** The least margin one order may put up, in USDT. */
export const CONTRACT_MIN_MARGIN = '5';
export const CONTRACT_STATUSES = ['pending', 'open', 'closed', 'cancelled'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export const CLOSE_REASONS = ['manual', 'takeProfit', 'stopLoss', 'liquidation'] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];

/** Price text at most the pair's own decimals, more than zero. */
const priceText = numericText().regex(PRICE_TEXT).refine(isAboveZero, { message: 'invalid' });

/** POST /member/ContractRecord/add */
export const contractOrderBodySchema = z
  .object({
    pair: pairSchema,
    side: z.enum(CONTRACT_SIDES),
    priceType: z.enum(PRICE_TYPES),
    price: priceText.optional().describe('The limit price (limit orders only)'),
    margin: numericText()
      .regex(USDT_TEXT)
      .refine(isAboveZero, { message: 'invalid' })
      .describe('USDT put up from the fund account, at most 2 decimals'),
    leverage: z.coerce.number().int().min(1).max(125).describe('One of the published levels (ContractLevel/listH5)'),
    stopProfit: priceText.optional().describe('Take profit price'),
    stopLoss: priceText.optional().describe('Stop loss price'),
  })
  .refine((body) => body.priceType === 'market' || body.price !== undefined, { path: ['price'], message: 'required' });
export type ContractOrderBody = z.infer<typeof contractOrderBodySchema>;

export const contractRowSchema = z.object({
  id: z.number().int(),
  pair: z.string(),
  side: z.enum(CONTRACT_SIDES),
  priceType: z.enum(PRICE_TYPES),
  price: z.string().nullable().describe('The limit price'),
  leverage: z.number().int(),
  margin: z.string(),
  size: z.string().nullable().describe('Coin amount, once open'),
  openPrice: z.string().nullable(),
  fee: z.string().describe('Opening fee (plus the closing fee once closed)'),
  stopProfit: z.string().nullable(),
  stopLoss: z.string().nullable(),
  liquidationPrice: z.string().nullable(),
  status: z.enum(CONTRACT_STATUSES),
  closeReason: z.enum(CLOSE_REASONS).nullable(),
  closePrice: z.string().nullable(),
  realizedPnl: z.string().nullable().describe('Profit or loss of the position, before fees'),
  netPnl: z.string().nullable().describe('Once closed: the result after both fees (a liquidation loses its margin and opening fee)'),
  parentId: z.number().int().nullable().describe('The closed part of a partial close: the position it came from'),
  marginWarned: z.boolean().describe('An open position whose index price is past 80% of the way from entry to liquidation (the member was warned)'),
  feeRate: z.string(),
  maintenanceRate: z.string(),
  placedSecond: z.number().int().describe('The index second it was placed at'),
  openSecond: z.number().int().nullable().describe('The index second it opened at'),
  openIndexPrice: z.string().nullable().describe('The index price of that second'),
  closeSecond: z.number().int().nullable(),
  closeIndexPrice: z.string().nullable(),
  createdAt: z.string(),
  openedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  version: z.number().int().describe('Grows with every change of the order'),
});
export type ContractRow = z.infer<typeof contractRowSchema>;
export const contractPageSchema = pageSchema(contractRowSchema);

export const contractListQuerySchema = pageQuerySchema.extend({
  status: z.enum(['pending', 'open', 'closed']).optional().describe('closed includes cancelled orders'),
});
export type ContractListQuery = z.infer<typeof contractListQuerySchema>;

export const contractIdQuerySchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
/** PUT /member/ContractRecord/closeContract: the whole position, or `size` of it. */
export const contractCloseQuerySchema = contractIdQuerySchema.extend({
  size: numericText().optional().describe('The coin amount to close (at most the position size, within the coin precision); absent closes all of it'),
});
export type ContractCloseQuery = z.infer<typeof contractCloseQuerySchema>;
/** PUT /member/ContractRecord/closeAll */
export const contractCloseAllQuerySchema = z.object({
  pair: pairSchema.optional().describe('Only the positions of this pair; absent closes every open position'),
});
export type ContractCloseAllQuery = z.infer<typeof contractCloseAllQuerySchema>;
export const contractClosedAllSchema = z.object({ closed: z.array(contractRowSchema).describe('The positions closed, each at its pair index price of this second') });
export type ContractClosedAll = z.infer<typeof contractClosedAllSchema>;
export const contractEditQuerySchema = contractIdQuerySchema.extend({
  stopProfit: z.union([priceText, z.literal('')]).optional().describe('Empty removes it'),
  stopLoss: z.union([priceText, z.literal('')]).optional().describe('Empty removes it'),
});
export type ContractEditQuery = z.infer<typeof contractEditQuerySchema>;

export const contractPlacedSchema = z.object({ id: z.number().int(), status: z.enum(CONTRACT_STATUSES) });

export const contractLevelsSchema = pageSchema(z.object({ leverage: z.number().int() }));
export const financeConfigSchema = z.object({
  options: optionConfigSchema,
  spotFeeRate: z.string(),
  spotMinTotal: z.string(),
  contractFeeRate: z.string(),
  maintenanceMarginRate: z.string(),
  contractMinMargin: z.string(),
  fillRule: z.string().describe('How every contract trigger fills, in words'),
});
export type FinanceConfig = z.infer<typeof financeConfigSchema>;

export const contractFreeQuerySchema = z.object({
  leverage: z.coerce.number().int().min(1).max(125).default(10),
});
export const contractFreeSchema = z.object({
  available: z.string().describe('The largest margin an order at this leverage can put up (fund balance less its opening fee)'),
  balance: z.string().describe('Available USDT in the fund account'),
});
export type ContractFree = z.infer<typeof contractFreeSchema>;
