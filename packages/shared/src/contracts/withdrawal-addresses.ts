import { z } from 'zod';
import { pageSchema } from '../envelope.js';
import { TEXT_LIMITS } from '../input-rules.js';
import { WITHDRAWAL_CHAINS } from './assets-constants.js';
import { typedText } from './input-text.js';

/** A member's address book for withdrawals (ours): labelled addresses, checked per chain like a withdrawal's. */

/** Labels are short names a member gives an address ("Ledger", "Office wallet"). */
export const WITHDRAWAL_ADDRESS_LABEL_MAX = 40;
/** The most addresses one member keeps. */
export const WITHDRAWAL_ADDRESS_BOOK_MAX = 50;

export const withdrawalAddressBodySchema = z.object({
  chain: z.enum(WITHDRAWAL_CHAINS),
  address: typedText(TEXT_LIMITS.address).min(1),
  label: typedText(WITHDRAWAL_ADDRESS_LABEL_MAX).min(1),
});
export type WithdrawalAddressBody = z.infer<typeof withdrawalAddressBodySchema>;

export const withdrawalAddressRowSchema = z.object({
  id: z.number().int(),
  chain: z.enum(WITHDRAWAL_CHAINS),
  address: z.string(),
  label: z.string(),
  paidCount: z.number().int().describe('Withdrawals of this member paid to it'),
  createdAt: z.string(),
});
export type WithdrawalAddressRow = z.infer<typeof withdrawalAddressRowSchema>;
export const withdrawalAddressPageSchema = pageSchema(withdrawalAddressRowSchema);

/** GET /member/withdrawalAddress/check: what the confirmation sheet says of an address. */
export const withdrawalAddressCheckQuerySchema = z.object({ chain: z.enum(WITHDRAWAL_CHAINS), address: typedText(TEXT_LIMITS.address).min(1) });
export const withdrawalAddressCheckSchema = z.object({
  paidBefore: z.number().int().describe("This member's withdrawals paid to it; 0: the first withdrawal to a new address"),
  label: z.string().nullable().describe('Its label in the address book, if it is there'),
});
export type WithdrawalAddressCheck = z.infer<typeof withdrawalAddressCheckSchema>;
