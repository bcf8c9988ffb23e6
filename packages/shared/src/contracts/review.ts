import { z } from 'zod';
import { pageSchema } from '../envelope.js';
import { REVIEW_ACTIONS, REVIEW_BLOCKS } from './assets-constants.js';
import { decimalStringSchema, depositRowSchema, withdrawalRowSchema } from './assets.js';
import { USER_KINDS } from './session-kinds.js';

/**
 * The operators' review of deposits and withdrawals (ARCHITECTURE §11): no one decides their own
 * money, and above the four-eyes threshold two operators decide. Each queue row says what the
 * viewing operator may do and tells them what they need to decide it.
 */

/** Where the item stands for the operator reading it. */
export const reviewStateSchema = z.object({
  usdtValue: decimalStringSchema.nullable().describe('Its USDT equivalent at the index price now; null while the market has no quote'),
  threshold: decimalStringSchema.describe('The four-eyes threshold in force, in USDT'),
  fourEyes: z.boolean().describe('Approved now, it would wait for a second operator (its value is above the threshold, or it is approved once already)'),
  firstApprovedBy: z.string().nullable(),
  firstApprovedAt: z.string().nullable(),
  may: z.array(z.enum(REVIEW_ACTIONS)).describe('What the viewing operator may do now'),
  blocked: z.enum(REVIEW_BLOCKS).nullable().describe('Why the viewing operator may not decide it: their own money, or they approved it first'),
});
export type ReviewState = z.infer<typeof reviewStateSchema>;

const flowSchema = z.object({ count: z.number().int(), sumUsdt: decimalStringSchema });

/** Who the member is and what they moved so far (passed deposits, paid withdrawals). */
export const reviewMemberSchema = z.object({
  address: z.string(),
  mbId: z.string(),
  kind: z.enum(USER_KINDS),
  creditScore: z.number().int(),
  joinedAt: z.string(),
  ageDays: z.number().int().describe('Whole days since the member first signed in'),
  deposits: flowSchema.describe('Deposits passed before, and the USDT credited'),
  withdrawals: flowSchema.describe('Withdrawals paid before, and their amounts'),
});
export type ReviewMember = z.infer<typeof reviewMemberSchema>;

export const adminDepositRowSchema = depositRowSchema.extend({
  memberAddress: z.string(),
  mbId: z.string(),
  review: reviewStateSchema,
  member: reviewMemberSchema,
  senderIsMember: z.boolean().nullable().describe("Ethereum deposits: whether the sender claimed is the member's own sign-in wallet"),
});
export type AdminDepositRow = z.infer<typeof adminDepositRowSchema>;

/**
 * How to pay a withdrawal from the operator's own wallet (a node configured, an ERC20 withdrawal):
 * an ERC-20 `transfer(to, amount)` on `token`; the server marks it paid once the chain shows it.
 */
export const withdrawalPayoutSchema = z.object({
  chainId: z.number().int().describe('The chain the wallet must be on'),
  token: z.string().describe("The USDT contract: the transaction's `to`"),
  decimals: z.number().int().describe("The token's decimals"),
  to: z.string().describe("The member's withdrawal address"),
  amount: z.string().regex(/^[0-9]+$/).describe('The net amount (actualAmount) in base units, as a decimal string'),
  confirmations: z.number().int().describe('Confirmations before the payout is marked paid'),
});
export type WithdrawalPayout = z.infer<typeof withdrawalPayoutSchema>;

export const adminWithdrawalRowSchema = withdrawalRowSchema.extend({
  memberAddress: z.string(),
  mbId: z.string(),
  review: reviewStateSchema,
  member: reviewMemberSchema,
  addressHistory: z.object({
    paidToMember: z.number().int().describe("This member's earlier withdrawals paid to this address; 0: a new address"),
    otherMembers: z.number().int().describe('Other members who asked for a withdrawal to this address'),
  }),
  payout: withdrawalPayoutSchema.nullable().describe('Null without a node or on TRC20: the payout hash is typed by hand and taken on the operator\'s word'),
});
export type AdminWithdrawalRow = z.infer<typeof adminWithdrawalRowSchema>;
export const adminDepositPageSchema = pageSchema(adminDepositRowSchema);
export const adminWithdrawalPageSchema = pageSchema(adminWithdrawalRowSchema);
