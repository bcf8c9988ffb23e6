import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from '@halyard/shared';
import { ok } from '../../lib/envelope.js';
import { serve } from '../../lib/serve-route.js';
import { guards, operatorGuard, signedInMember } from '../../plugins/auth.js';
import type { ReserveWalletsService } from './reserve-wallets.service.js';
import type { ReservesService } from './reserves.service.js';

const routes = routeTable.reservesConsole;

/**
 * Proof of reserves in the console (admins alone): a snapshot on demand, and the platform's
 * declared wallets, each change of which needs a second admin's approval.
 */
export const reservesConsoleRoutes: FastifyPluginAsyncZod<{ wallets: ReserveWalletsService; reserves: Pick<ReservesService, 'takeSnapshotNow'> }> = async (app, { wallets, reserves }) => {
  const admin = [guards.member, operatorGuard()];
  const actorOf = (request: Parameters<typeof signedInMember>[0]) => signedInMember(request).user.address;

  serve(app, routes.takeSnapshot, {
    preValidation: admin,
    handler: async (request) => ok(await reserves.takeSnapshotNow(actorOf(request))),
  });
  serve(app, routes.wallets, {
    preValidation: admin,
    handler: async (request) => ok(await wallets.view(actorOf(request))),
  });
  serve(app, routes.proposeWallet, {
    preValidation: admin,
    handler: async (request) => ok(await wallets.propose(actorOf(request), request.body)),
  });
  serve(app, routes.approveWallet, {
    preValidation: admin,
    handler: async (request) => ok(await wallets.approve(actorOf(request), request.params.id)),
  });
  serve(app, routes.rejectWallet, {
    preValidation: admin,
    handler: async (request) => ok(await wallets.reject(actorOf(request), request.params.id)),
  });
};
