import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../envelope.js';
import { TEXT_LIMITS } from '../input-rules.js';
import { balancesSchema } from './assets.js';
import { typedText } from './input-text.js';
import { addressSchema, OPERATOR_ROLES, USER_KINDS } from './session.js';

/** The operator console (issue 15): who runs the platform, and what they see. None of it decides an outcome. */

export const operatorRowSchema = z.object({
  address: z.string(),
  role: z.enum(OPERATOR_ROLES),
  addedBy: z.string(),
  createdAt: z.string(),
});
export type OperatorRow = z.infer<typeof operatorRowSchema>;
export const operatorListSchema = z.object({ rows: z.array(operatorRowSchema) });
export const operatorBodySchema = z.object({ address: addressSchema, role: z.enum(OPERATOR_ROLES) });
export const operatorAddressParamsSchema = z.object({ address: addressSchema });
/** The id of a record a console form saved (a content item, a staking plan). */
export const savedIdSchema = z.object({ id: z.number().int() });

export const memberSearchQuerySchema = pageQuerySchema.extend({
  q: typedText(TEXT_LIMITS.search).optional().describe('An address (or part of one) or an mbId'),
  kind: z.enum(USER_KINDS).optional(),
});
export type MemberSearchQuery = z.infer<typeof memberSearchQuerySchema>;

export const memberRowSchema = z.object({
  id: z.number().int(),
  address: z.string(),
  mbId: z.string(),
  kind: z.enum(USER_KINDS),
  creditScore: z.number().int(),
  frozen: z.boolean(),
  tradingDisabled: z.boolean(),
  referralCode: z.string().nullable(),
  referredBy: z.string().nullable().describe("The referring agent's mbId"),
  createdAt: z.string(),
});
export type MemberRow = z.infer<typeof memberRowSchema>;
export const memberPageSchema = pageSchema(memberRowSchema);

/** How many records of each kind a member has, and how many are still open. */
export const memberActivitySchema = z.object({
  contracts: z.object({ open: z.number().int(), total: z.number().int() }),
  spot: z.object({ open: z.number().int(), total: z.number().int() }),
  options: z.object({ open: z.number().int(), total: z.number().int() }),
  deposits: z.object({ open: z.number().int(), total: z.number().int(), passedUsdt: z.string() }),
  withdrawals: z.object({ open: z.number().int(), total: z.number().int(), paidUsdt: z.string() }),
});
export type MemberActivity = z.infer<typeof memberActivitySchema>;

export const memberDetailSchema = z.object({
  member: memberRowSchema,
  balances: balancesSchema,
  activity: memberActivitySchema,
  referred: z.number().int().describe('Members this agent referred'),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

/** PUT /admin/members/{id}: the only things an operator may change about a member. */
export const memberUpdateSchema = z
  .object({
    kind: z.enum(['regular', 'agent', 'employee']).optional().describe('The demo account stays the demo account'),
    creditScore: z.number().int().min(0).max(1000).optional(),
    frozen: z.boolean().optional(),
    tradingDisabled: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: 'required' });
export type MemberUpdate = z.infer<typeof memberUpdateSchema>;

export const auditQuerySchema = pageQuerySchema.extend({
  actor: typedText(TEXT_LIMITS.search).optional(),
  action: typedText(TEXT_LIMITS.search).optional(),
  targetType: typedText(32).optional(),
  from: z.iso.date().optional().describe('First day (UTC, YYYY-MM-DD), inclusive'),
  to: z.iso.date().optional().describe('Last day (UTC, YYYY-MM-DD), inclusive'),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
export const auditRowSchema = z.object({
  id: z.number().int(),
  actor: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  detail: z.record(z.string(), z.unknown()).describe('What changed: before and after, or the decision'),
  createdAt: z.string(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;
export const auditPageSchema = pageSchema(auditRowSchema);

/** GET /member/agent/referrals: the members an agent referred, with their activity totals (no one else's). */
export const referralRowSchema = z.object({
  mbId: z.string(),
  address: z.string().describe('Shortened: the agent sees who, not the whole key'),
  joinedAt: z.string(),
  depositedUsdt: z.string(),
  orders: z.number().int(),
});
export type ReferralRow = z.infer<typeof referralRowSchema>;
export const referralPageSchema = pageSchema(referralRowSchema);

/** The books: one day of each figure over real rows. */
export const booksQuerySchema = z.object({ days: z.coerce.number().int().min(1).max(365).default(30) });
export const booksDaySchema = z.object({
  day: z.string().describe('YYYY-MM-DD (UTC)'),
  depositsUsdt: z.string(),
  withdrawalsUsdt: z.string(),
  feesUsdt: z.string(),
  housePnlUsdt: z.string(),
});
/** A figure by product or by pair on one day. */
const booksProductAmountSchema = z.object({ product: z.string(), usdt: z.string() });
const booksInterestSchema = z.object({ pair: z.string(), longMargin: z.string(), shortMargin: z.string(), positions: z.number().int() });
/** What members are owed at a moment: how many records and how much USDT. */
const booksOwedSchema = z.object({ count: z.number().int(), usdt: z.string() });
/** One UTC day of every figure over time: flows during the day, positions and debts as they stood at its end. */
export const booksSeriesDaySchema = z.object({
  day: z.string().describe('YYYY-MM-DD (UTC)'),
  feesByProduct: z.array(booksProductAmountSchema).describe('Fees earned during the day, by product (every product of the period, zero included)'),
  housePnlByProduct: z.array(booksProductAmountSchema).describe("The house's result during the day, by product"),
  openInterest: z.array(booksInterestSchema).describe('Margin of the positions open at the end of the day, by pair'),
  optionsInFlight: z.object({ count: z.number().int(), amountUsdt: z.string() }).describe('Options bought by the end of the day and not settled by then'),
  stakingLiabilities: booksOwedSchema.describe('Principal of the stakes running at the end of the day'),
  prizesOwed: booksOwedSchema.describe('Prizes and gifts of boxes opened by the end of the day and not paid by then'),
  ledger: z
    .object({
      ok: z.boolean(),
      checkedAt: z.string(),
      accounts: z.number().int(),
      entries: z.number().int(),
      unbalancedAccounts: z.number().int(),
      unbalancedEntries: z.number().int(),
    })
    .nullable()
    .describe("The day's last nightly ledger check; null when none ran that day"),
});
export type BooksSeriesDay = z.infer<typeof booksSeriesDaySchema>;
export const booksSchema = z.object({
  days: z.array(booksDaySchema),
  series: z.array(booksSeriesDaySchema).describe('Every UTC day of the period, oldest first, ending today'),
  stakingLiabilities: booksOwedSchema.describe('Principal of the stakes running now'),
  prizesOwed: booksOwedSchema.describe('Prizes and gifts of opened boxes not paid yet'),
  feesByProduct: z.array(z.object({ product: z.string(), usdt: z.string() })),
  housePnlByProduct: z.array(z.object({ product: z.string(), usdt: z.string() })),
  openInterest: z.array(z.object({ pair: z.string(), longMargin: z.string(), shortMargin: z.string(), positions: z.number().int() })),
  optionsInFlight: z.object({ count: z.number().int(), amountUsdt: z.string() }),
  platform: z.array(z.object({ account: z.string(), coin: z.string(), balance: z.string() })),
  ledger: z.object({
    ok: z.boolean(),
    accounts: z.number().int(),
    entries: z.number().int(),
    unbalancedAccounts: z.number().int(),
    unbalancedEntries: z.number().int(),
    lastNightly: z.string().nullable().describe('When the last nightly check ran'),
  }),
});
export type Books = z.infer<typeof booksSchema>;
