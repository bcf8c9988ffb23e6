import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../envelope.js';
import { decimalStringSchema } from './assets.js';
import { typedText } from './input-text.js';

/**
 * Blind boxes (ARCHITECTURE §8): tiers with a price, a gift paid with every prize and a published
 * prize table; opening is provably fair (blind-box-rule.ts) and the prize is credited to the fund
 * account by the engine a configurable time later.
 */
export const BLIND_BOX_PAYOUT_SECONDS_DEFAULT = 60;
/** A client seed: 1 to 64 visible ASCII characters. */
export const CLIENT_SEED_PATTERN = /^[\x21-\x7e]{1,64}$/;

export const prizeSchema = z.object({
  amount: decimalStringSchema.describe('USDT'),
  probability: decimalStringSchema.describe('A fraction; a table’s probabilities sum to exactly 1, in table order'),
});
export type Prize = z.infer<typeof prizeSchema>;

/** GET /member/boxConfig/listH5 (ours) */
export const boxTierSchema = z.object({
  level: z.number().int(),
  price: decimalStringSchema.describe('USDT from the fund account'),
  gift: decimalStringSchema.describe('USDT paid with every prize'),
  prizes: z.array(prizeSchema),
  expectedReturn: decimalStringSchema.describe('USDT a box pays on average: the gift plus the sum of amount × probability'),
  expectedReturnRate: decimalStringSchema.describe('expectedReturn / price'),
});
export type BoxTier = z.infer<typeof boxTierSchema>;
export const boxTierPageSchema = pageSchema(boxTierSchema);

/** POST /member/boxRecord/openBox (form-encoded) */
export const openBoxBodySchema = z.object({
  level: z.coerce.number().int().min(1).max(1000),
  clientSeed: typedText(64).min(1).regex(CLIENT_SEED_PATTERN).describe('Chosen by the member: 1 to 64 visible ASCII characters'),
});
export type OpenBoxBody = z.infer<typeof openBoxBodySchema>;

export const BOX_OPENING_STATUSES = ['pending', 'paid'] as const;
export type BoxOpeningStatusName = (typeof BOX_OPENING_STATUSES)[number];

/** An opening: what the member needs to check it (the seed once revealed) and when it pays. */
export const boxOpeningSchema = z.object({
  id: z.number().int(),
  level: z.number().int(),
  price: decimalStringSchema,
  gift: decimalStringSchema,
  prize: decimalStringSchema.describe('USDT drawn from the table (the gift comes on top)'),
  prizeIndex: z.number().int().describe('The row of the table the roll picked, from 0'),
  prizes: z.array(prizeSchema).describe('The table the prize was drawn from'),
  serverSeedHash: z.string(),
  serverSeed: z.string().nullable().describe('Revealed once the member rotates the seed'),
  clientSeed: z.string(),
  nonce: z.number().int(),
  roll: z.string().describe('The first 13 hex digits of the HMAC'),
  status: z.enum(BOX_OPENING_STATUSES),
  payoutAt: z.string(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
});
export type BoxOpeningRow = z.infer<typeof boxOpeningSchema>;
export const boxOpeningPageSchema = pageSchema(boxOpeningSchema);
export const boxOpeningQuerySchema = pageQuerySchema.extend({ status: z.enum(BOX_OPENING_STATUSES).optional() });
export type BoxOpeningQuery = z.infer<typeof boxOpeningQuerySchema>;

/** GET /member/boxSeed: the commitment for the next openings. */
export const boxSeedSchema = z.object({
  serverSeedHash: z.string().describe('SHA-256 of the current server seed (hex)'),
  nextNonce: z.number().int(),
});
export type BoxSeedState = z.infer<typeof boxSeedSchema>;

/** POST /member/boxSeed/rotate: the old seed revealed, a new one committed. */
export const boxSeedRotationSchema = z.object({
  revealed: z.object({ serverSeed: z.string(), serverSeedHash: z.string(), openings: z.number().int() }),
  current: boxSeedSchema,
});
export type BoxSeedRotation = z.infer<typeof boxSeedRotationSchema>;
