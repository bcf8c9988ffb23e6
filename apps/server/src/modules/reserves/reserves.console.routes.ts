import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from '@halyard/shared';
import { ok } from '../../lib/envelope.js';
import { serve } from '../../lib/serve-route.js';
import { guards, operatorGuard, signedInMember } from '../../plugins/auth.js';
import type { ReservesService } from './reserves.service.js';

/** Proof of reserves in the console (admins alone): a snapshot on demand. */
export const reservesConsoleRoutes: FastifyPluginAsyncZod<{ reserves: ReservesService }> = async (app, { reserves }) => {
  serve(app, routeTable.reservesConsole.takeSnapshot, {
    preValidation: [guards.member, operatorGuard()],
    handler: async (request) => ok(await reserves.takeSnapshotNow(signedInMember(request).user.address)),
  });
};
