import { ResponseCode, routeTable, type HealthStatus } from '@halyard/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.js';
import { ok } from '../lib/envelope.js';
import { serve } from '../lib/serve-route.js';

/**
 * GET /api/health, the readiness check a load balancer or orchestrator polls: 200 once this
 * process can serve (its migrations ran before it listened, its database answers and its market
 * feed has quoted a price), otherwise 503 with the same figures, so traffic goes elsewhere until it
 * can. While it closes, Fastify answers 503 to everything, this included.
 */
export interface Readiness {
  /** Whether the database answers a query within a second. */
  databaseAnswers(): Promise<boolean>;
  /** Whether the market feed has quoted an index price. */
  feedQuotes(): boolean;
  holdsEngine(): boolean;
}

export function registerHealthRoute(api: FastifyInstance, readiness: Readiness): void {
  serve(api.withTypeProvider<ZodTypeProvider>(), routeTable.health.check, {
    handler: async () => {
      const [database, feed] = [await readiness.databaseAnswers(), readiness.feedQuotes()];
      const status: HealthStatus = { status: database && feed ? 'ok' : 'starting', role: readiness.holdsEngine() ? 'engine' : 'standby', database, feed };
      if (status.status !== 'ok') throw new AppError(ResponseCode.notReady, 'notReady', {}, status);
      return ok(status);
    },
  });
}
