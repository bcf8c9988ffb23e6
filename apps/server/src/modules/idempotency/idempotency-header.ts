import type { FastifyRequest } from 'fastify';

/** Until every route names its headers in the shared table (the schema lives there now). */
export { idempotencyHeaders } from '@halyard/shared';

export function idempotencyKey(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  return typeof value === 'string' ? value : undefined;
}
