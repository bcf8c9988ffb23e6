import { z } from 'zod';
import { pageQuerySchema } from '../envelope.js';
import { ACCOUNT_KINDS, BILL_TYPES } from './assets-constants.js';
import { billPageSchema } from './assets.js';
import { contractPageSchema } from './contract.js';
import { optionPageSchema } from './options.js';
import { spotPageSchema } from './spot.js';

/**
 * A member's records as an operator reads them (issue 29): the same rows the member's own lists
 * answer, newest first, paged; looking a member up never changes anything.
 */

/** GET /admin/members/{id}/bills */
export const memberBillQuerySchema = pageQuerySchema.extend({
  account: z.enum(ACCOUNT_KINDS).optional(),
  coin: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{1,12}$/)
    .transform((coin) => coin.toUpperCase())
    .optional()
    .describe('USDT, ETH or another coin a member holds'),
  type: z.enum(BILL_TYPES).optional(),
});
export type MemberBillQuery = z.infer<typeof memberBillQuerySchema>;
export const memberBillPageSchema = billPageSchema.describe(
  'Every bill of the member (each change of an account: amount and frozen change, the balances after it, what it came from), newest first',
);

export const MEMBER_ORDER_PRODUCTS = ['spot', 'contract', 'options'] as const;
export type MemberOrderProduct = (typeof MEMBER_ORDER_PRODUCTS)[number];

/** GET /admin/members/{id}/orders: one product at a time, as each has its own columns. */
export const memberOrderQuerySchema = pageQuerySchema.extend({
  product: z
    .enum(MEMBER_ORDER_PRODUCTS)
    .default('spot')
    .describe(
      'spot: every spot order (waiting, filled, cancelled), latest change first; contract: contract orders that never became a position (waiting limit orders and cancelled ones; positions are at /positions); options: every option, open and settled',
    ),
});
export type MemberOrderQuery = z.infer<typeof memberOrderQuerySchema>;
export const memberOrderPageSchema = z
  .discriminatedUnion('product', [
    spotPageSchema.extend({ product: z.literal('spot') }),
    contractPageSchema.extend({ product: z.literal('contract') }),
    optionPageSchema.extend({ product: z.literal('options') }),
  ])
  .describe("A page of one product's orders, named by `product`");
export type MemberOrderPage = z.infer<typeof memberOrderPageSchema>;

/** GET /admin/members/{id}/positions */
export const memberPositionQuerySchema = pageQuerySchema.extend({
  status: z.enum(['open', 'closed']).optional().describe('open: running positions; closed: closed by the member, a take profit, a stop loss or a liquidation'),
});
export type MemberPositionQuery = z.infer<typeof memberPositionQuerySchema>;
export const memberPositionPageSchema = contractPageSchema.describe(
  'Contract positions, open and closed, newest first: pair, side, leverage, margin, size, entry, close and liquidation prices, realised PnL, status and times',
);
