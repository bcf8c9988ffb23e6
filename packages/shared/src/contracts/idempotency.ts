import { z } from 'zod';

/** The header a money-moving POST may carry, so a client that lost the answer can repeat it safely. */
export const idempotencyHeaders = z.object({
  'idempotency-key': z.string().optional().describe('Repeat a request safely: the same key and body answer the first result (kept 24 h)'),
});
