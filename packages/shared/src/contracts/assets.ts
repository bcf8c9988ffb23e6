import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../envelope.js';
import { TEXT_LIMITS } from '../input-rules.js';
import { ADDRESS_PATTERN } from './session-kinds.js';
import { ACCOUNT_KINDS, BILL_TYPES, CHAINS, DEPOSIT_ORIGINS, DEPOSIT_STATUSES, MAX_USDT_AMOUNT, TRANSFER_ACCOUNTS, USDT, USDT_DECIMALS, WITHDRAWAL_CHAINS, WITHDRAWAL_STATUSES } from './assets-constants.js';
import { numericText, typedText } from './input-text.js';

/**
 * Accounts and money movement (ARCHITECTURE §8). Every amount on the wire is a decimal string;
 * the server computes with decimal.js and stores NUMERIC(36,18). The constants live in
 * assets-constants.ts (zod-free) and are re-exported here.
 */
export * from './assets-constants.js';

const DECIMAL_PATTERN = /^\d{1,18}(\.\d{1,18})?$/;

/** Compares decimal text with an integer bound without floats; text that is no decimal is left to the pattern. */
function atMost(value: string, max: string): boolean {
  if (!DECIMAL_PATTERN.test(value)) return true;
  const [whole = '0', fraction = ''] = value.split('.');
  const wholeValue = BigInt(whole);
  return wholeValue < BigInt(max) || (wholeValue === BigInt(max) && !/[1-9]/.test(fraction));
}

/** Decimal text of a non-negative amount (what the server sends). */
export const decimalStringSchema = z.string().regex(DECIMAL_PATTERN).describe('A decimal amount as text, e.g. "12.5"');

/**
 * An amount a member enters: decimal text, more than zero, at most `decimals` places.
 * Numbers, exponents, signs and empty text are refused (the field is "invalid" or "empty").
 */
export function amountInputSchema(decimals: number) {
  return numericText()
    .min(1)
    .regex(DECIMAL_PATTERN)
    .refine((value) => (value.split('.')[1]?.length ?? 0) <= decimals, { message: 'invalid' })
    .refine((value) => /[1-9]/.test(value), { message: 'invalid' })
    .refine((value) => atMost(value, MAX_USDT_AMOUNT), { message: 'invalid' })
    .describe(`A decimal amount as text, more than 0 and at most ${MAX_USDT_AMOUNT}, with at most ${decimals} decimals`);
}

export const balanceRowSchema = z.object({
  account: z.enum(ACCOUNT_KINDS),
  coin: z.string(),
  available: decimalStringSchema,
  frozen: decimalStringSchema,
});
export type BalanceRow = z.infer<typeof balanceRowSchema>;

/** GET /member/transferRecord/getMoeny: every account, and the total in USDT at index prices. */
export const balancesSchema = z.object({ accounts: z.array(balanceRowSchema), totalUsdt: decimalStringSchema });
export type Balances = z.infer<typeof balancesSchema>;

/** POST /member/transferRecord/add */
export const transferBodySchema = z.object({
  coin: z.literal(USDT),
  amount: amountInputSchema(USDT_DECIMALS),
  from: z.enum(TRANSFER_ACCOUNTS),
  to: z.enum(TRANSFER_ACCOUNTS),
});
export type TransferBody = z.infer<typeof transferBodySchema>;

export const transferRowSchema = z.object({
  id: z.number().int(),
  coin: z.string(),
  amount: decimalStringSchema,
  from: z.enum(TRANSFER_ACCOUNTS),
  to: z.enum(TRANSFER_ACCOUNTS),
  status: z.literal('done'),
  createdAt: z.string().describe('ISO 8601'),
});
export type TransferRow = z.infer<typeof transferRowSchema>;
export const transferPageSchema = pageSchema(transferRowSchema);

/** Where and how a coin may be deposited. `rate`: USDT credited per coin, at the index price now. */
export const depositChannelSchema = z.object({
  coin: z.string(),
  chain: z.enum(CHAINS),
  network: z.string(),
  address: z.string().describe('The platform address to send to'),
  minAmount: decimalStringSchema.describe('In the coin'),
  minUsdt: decimalStringSchema,
  maxAmount: decimalStringSchema.describe('In the coin: the most one deposit may declare'),
  rate: decimalStringSchema,
  decimals: z.number().int(),
  demoAddress: z.boolean().describe('True when the operator has not configured a real address: send nothing'),
  credit: z
    .enum(['chain', 'review'])
    .describe("chain: send to the member's own address (GET /member/depositAddress), credited by the chain after `confirmations`; review: send to `address`, report it, an operator checks it"),
  confirmations: z.number().int().nullable().describe('Chain channels: confirmations before the credit'),
});
export type DepositChannel = z.infer<typeof depositChannelSchema>;

export const withdrawalChannelSchema = z.object({
  coin: z.literal(USDT),
  chain: z.enum(WITHDRAWAL_CHAINS),
  network: z.string(),
  fee: decimalStringSchema,
  minAmount: decimalStringSchema,
  decimals: z.number().int(),
});
export type WithdrawalChannel = z.infer<typeof withdrawalChannelSchema>;

/** GET /member/config/listH5: deposit and withdrawal channels. */
export const moneyConfigSchema = z.object({
  deposit: z.array(depositChannelSchema),
  withdrawal: z.array(withdrawalChannelSchema),
});
export type MoneyConfig = z.infer<typeof moneyConfigSchema>;

const txHashSchema = typedText(100)
  .min(1)
  .regex(/^(0x)?[0-9a-fA-F]{64}$/)
  .describe('The transaction hash: 64 hex digits (0x first on Ethereum)');

/** POST /member/rechargeRecord/add */
export const depositBodySchema = z.object({
  coin: typedText(10).min(1),
  chain: z.enum(CHAINS),
  amount: numericText().min(1).regex(DECIMAL_PATTERN).refine((value) => /[1-9]/.test(value), { message: 'invalid' }),
  txHash: txHashSchema,
  sender: typedText(TEXT_LIMITS.address)
    .regex(ADDRESS_PATTERN, { message: 'invalid' })
    .optional()
    .describe("Ethereum deposits: the wallet it was sent from; the member's own sign-in wallet when absent. Not taken for Bitcoin"),
});
export type DepositBody = z.infer<typeof depositBodySchema>;

export const depositRowSchema = z.object({
  id: z.number().int(),
  coin: z.string(),
  chain: z.enum(CHAINS),
  address: z.string(),
  amount: decimalStringSchema,
  txHash: z.string(),
  sender: z.string().nullable().describe('Ethereum deposits: the wallet the member says it came from'),
  status: z.enum(DEPOSIT_STATUSES),
  rate: decimalStringSchema.nullable().describe('USDT per coin used when credited'),
  creditedUsdt: decimalStringSchema.nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  origin: z.enum(DEPOSIT_ORIGINS).describe("chain: seen by the watcher at the member's own address; reported: typed by the member, reviewed by operators"),
  blockNumber: z.number().int().nullable(),
  confirmations: z.number().int().nullable().describe('Chain deposits: blocks on top of its own, its own included, as the watcher has processed them'),
  requiredConfirmations: z.number().int().nullable().describe('Chain deposits: confirmations before the credit'),
});
export type DepositRow = z.infer<typeof depositRowSchema>;
export const depositPageSchema = pageSchema(depositRowSchema);

/** POST /member/withdrawalRecord/add (USDT). */
export const withdrawalBodySchema = z.object({
  chain: z.enum(WITHDRAWAL_CHAINS),
  address: typedText(TEXT_LIMITS.address).min(1),
  amount: amountInputSchema(USDT_DECIMALS),
});
export type WithdrawalBody = z.infer<typeof withdrawalBodySchema>;

export const withdrawalRowSchema = z.object({
  id: z.number().int(),
  coin: z.string(),
  chain: z.enum(WITHDRAWAL_CHAINS),
  address: z.string(),
  amount: decimalStringSchema,
  fee: decimalStringSchema,
  actualAmount: decimalStringSchema,
  status: z.enum(WITHDRAWAL_STATUSES),
  txHash: z.string().nullable().describe("The operator's payout transaction"),
  reason: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  sentAt: z.string().nullable().describe('When the payout transaction became known (status sent)'),
  confirmations: z.number().int().nullable().describe('A sent payout: its confirmations as the watcher has processed them'),
  requiredConfirmations: z.number().int().nullable().describe('A sent payout: confirmations before it is marked paid'),
});
export type WithdrawalRow = z.infer<typeof withdrawalRowSchema>;
export const withdrawalPageSchema = pageSchema(withdrawalRowSchema);

export const billRowSchema = z.object({
  id: z.number().int(),
  account: z.enum(ACCOUNT_KINDS),
  coin: z.string(),
  type: z.enum(BILL_TYPES),
  amount: z.string().describe('Signed change of available'),
  frozenChange: z.string().describe('Signed change of frozen'),
  availableAfter: decimalStringSchema,
  frozenAfter: decimalStringSchema,
  refType: z.string().nullable(),
  refId: z.string().nullable(),
  createdAt: z.string(),
});
export type BillRow = z.infer<typeof billRowSchema>;
export const billPageSchema = pageSchema(billRowSchema);

/** GET /member/bill/listH5 (ours): newest first, filtered by account and type. */
export const billQuerySchema = pageQuerySchema.extend({
  account: z.enum(ACCOUNT_KINDS).optional(),
  type: z.enum(BILL_TYPES).optional(),
});
export type BillQuery = z.infer<typeof billQuerySchema>;

/** Record ids are PostgreSQL integers: 1 to 2^31 - 1. */
export const MAX_RECORD_ID = 2_147_483_647;
export const idParamsSchema = z.object({ id: z.coerce.number().int().positive().max(MAX_RECORD_ID) });

/** Operator review (ARCHITECTURE §5). */
export const REVIEW_QUEUE_FILTERS = ['open', ...DEPOSIT_STATUSES, 'sent'] as const;
/** A review queue's filter: one status, or `open` for every item still to decide (submitted, checking, approved once). */
export type ReviewQueueFilter = (typeof REVIEW_QUEUE_FILTERS)[number];
export const reviewQueueQuerySchema = pageQuerySchema.extend({
  status: z.enum(REVIEW_QUEUE_FILTERS).optional().describe('One status, or open: every item still to decide (and withdrawals sent, waiting for their confirmations); absent: every item'),
});
export const rejectBodySchema = z.object({ reason: typedText(TEXT_LIMITS.reason).min(1) });
/** Above the four-eyes threshold the first approval carries no payout: the second operator's records it. */
export const approveWithdrawalBodySchema = z.object({ txHash: txHashSchema.optional() });

/** Deposit and withdrawal rules (ARCHITECTURE §8 defaults). */
export const DEPOSIT_MIN_USDT = '10';
/** The most one deposit may declare, in USDT at the index price (bounded so no credit can overflow). */
export const DEPOSIT_MAX_USDT = '10000000';
export const WITHDRAWAL_MIN_USDT = '10';
export const WITHDRAWAL_FEE_USDT = '1';
/** How long an Idempotency-Key is remembered. */
export const IDEMPOTENCY_TTL_SECONDS = 86_400;
