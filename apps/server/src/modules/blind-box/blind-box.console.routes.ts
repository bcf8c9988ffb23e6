import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from '@halyard/shared';
import { ok } from '../../lib/envelope.js';
import { serve } from '../../lib/serve-route.js';
import { guards, operatorGuard, signedInMember } from '../../plugins/auth.js';
import type { BoxTiersService } from './box-tiers.service.js';

const routes = routeTable.blindBoxConsole;

/** Blind box tiers in the console (admins): for new openings; an opening keeps the table it was drawn from. */
export const blindBoxConsoleRoutes: FastifyPluginAsyncZod<{ tiers: BoxTiersService }> = async (app, { tiers }) => {
  const admin = [guards.member, operatorGuard()];
  const actorOf = (request: Parameters<typeof signedInMember>[0]) => signedInMember(request).user.address;
  serve(app, routes.tiers, {
    preValidation: admin,
    handler: async () => ok(await tiers.list()),
  });
  serve(app, routes.setTier, {
    preValidation: admin,
    config: { fieldMessages: { prizes: { required: 'boxProbabilitiesNotOne', invalid: 'boxProbabilitiesNotOne' } } },
    handler: async (request) => ok(await tiers.save(actorOf(request), request.params.level, request.body)),
  });
};
