import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

/** The header a money-moving POST may carry, so a client that lost the answer can repeat it safely. */
export const idempotencyHeaders = z.object({
  'idempotency-key': z.string().optional().describe('Repeat a request safely: the same key and body answer the first result (kept 24 h)'),
});

export function idempotencyKey(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  return typeof value === 'string' ? value : undefined;
}
