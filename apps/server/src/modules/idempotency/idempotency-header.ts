import type { FastifyRequest } from 'fastify';
import { idempotencyHeadersSchema } from '@halyard/shared';

/** Until every route declares its headers in the shared table. */
export const idempotencyHeaders = idempotencyHeadersSchema;

export function idempotencyKey(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  return typeof value === 'string' ? value : undefined;
}
