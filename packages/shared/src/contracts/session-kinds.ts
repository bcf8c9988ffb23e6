/**
 * The plain constants of the session contracts (contracts/session.ts), without zod, so the web can
 * use them without loading the schemas.
 */

/** An Ethereum address, 0x and 40 hex digits. */
export const ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;

/** An agent's referral code, as it goes with a sign-in (from ?ref=). */
export const REFERRAL_CODE_PATTERN = /^[A-Z0-9]{6,12}$/;

export const USER_KINDS = ['regular', 'agent', 'employee', 'mock'] as const;
export type UserKind = (typeof USER_KINDS)[number];

/** What an operator may do: admin everything; reviewer deposits and withdrawals; editor content and prompts; support the chat inbox. */
export const OPERATOR_ROLES = ['admin', 'reviewer', 'editor', 'support'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];
