import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from '@halyard/shared';
import { ok } from '../../lib/envelope.js';
import { serve } from '../../lib/serve-route.js';
import { guards, signedInMember } from '../../plugins/auth.js';
import type { ReservesService } from './reserves.service.js';

/** Proof of reserves: the published snapshots (public) and each member's own proof. */
export const reservesRoutes: FastifyPluginAsyncZod<{ reserves: ReservesService }> = async (app, { reserves }) => {
  serve(app, routeTable.reserves.snapshots, {
    handler: async (request) => ok(await reserves.snapshots(request.query)),
  });
  serve(app, routeTable.reserves.proof, {
    preValidation: [guards.member],
    handler: async (request) => ok(await reserves.proof(signedInMember(request).user.id, request.query)),
  });
};
