import { z } from 'zod';
import { TEXT_LIMITS } from '../input-rules.js';
import { rawText } from './input-text.js';
import { ADDRESS_PATTERN, OPERATOR_ROLES, REFERRAL_CODE_PATTERN, USER_KINDS } from './session-kinds.js';

/** The session's plain constants live in session-kinds.ts (no zod), for the web. */
export * from './session-kinds.js';

export const addressSchema = z
  .string()
  .regex(ADDRESS_PATTERN, { message: 'invalid' })
  .describe('An Ethereum address, 0x and 40 hex digits');

/** GET /member/app/nonce?address= (ours): a single-use SIWE nonce valid for 5 minutes. */
export const nonceQuerySchema = z.object({ address: addressSchema });
export const nonceResponseSchema = z.object({
  nonce: z.string(),
  issuedAt: z.string().describe('ISO 8601; put it in the SIWE message as Issued At'),
  expirationTime: z.string().describe('ISO 8601; put it in the SIWE message as Expiration Time'),
});
export type NonceResponse = z.infer<typeof nonceResponseSchema>;

/** POST /member/app/login: an EIP-4361 message and its personal_sign signature. */
export const loginBodySchema = z.object({
  address: addressSchema,
  signature: z.string().regex(/^0x[0-9a-fA-F]+$/, { message: 'invalid' }).max(1000),
  message: rawText(4000).min(1),
  ref: z
    .string()
    .regex(REFERRAL_CODE_PATTERN, { message: 'invalid' })
    .optional()
    .describe("An agent's referral code (from ?ref=); links a new member to that agent, once"),
});
export type LoginBody = z.infer<typeof loginBodySchema>;
export const loginResponseSchema = z.object({ token: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * GET /member/app/getInfo (the spec's mbInfo). `authorized`: accepted the current agreement;
 * `operator`: may review deposits and withdrawals at /admin.
 */
export const memberInfoSchema = z.object({
  address: addressSchema,
  mbId: z.string(),
  creditScore: z.number().int(),
  kind: z.enum(USER_KINDS),
  authorized: z.boolean(),
  operator: z.boolean(),
  operatorRole: z.enum(OPERATOR_ROLES).nullable().describe("The operator's role in the console, or null for a member"),
  referralCode: z.string().nullable().describe("An agent's code to share as ?ref="),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

/** POST /member/app/auth: accept the user agreement of this version. */
export const acceptAgreementBodySchema = z.object({ version: rawText(TEXT_LIMITS.version).min(1) });
export type AcceptAgreementBody = z.infer<typeof acceptAgreementBodySchema>;

/** `data` of a 100000032 answer: which agreement must be accepted first. */
export const agreementRequiredSchema = z.object({ version: z.string() });
export type AgreementRequired = z.infer<typeof agreementRequiredSchema>;
