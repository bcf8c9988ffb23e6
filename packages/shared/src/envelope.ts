import { z } from 'zod';
import type { ResponseCode } from './codes.js';

/** Every API answer: `{code, msg, data}` (ARCHITECTURE §5). */
export interface Envelope<T> {
  code: ResponseCode;
  msg: string;
  data: T;
}

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

export const errorEnvelopeSchema = z.object({
  code: z.number().int(),
  msg: z.string(),
  data: z.unknown().nullable(),
});

/** Lists: `data: {rows, total}`, paged by `pageNum` (from 1) and `pageSize`. */
export function pageSchema<T extends z.ZodType>(row: T) {
  return z.object({ rows: z.array(row), total: z.number().int().nonnegative() });
}

export const pageQuerySchema = z.object({
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
