import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from '@halyard/shared';
import { ok } from '../../lib/envelope.js';
import { serve } from '../../lib/serve-route.js';
import { guards, operatorGuard, signedInMember } from '../../plugins/auth.js';
import type { DepositAddressesService } from './deposit-addresses.service.js';

const routes = routeTable.depositAddressesConsole;

/**
 * Deposit addresses and chains in the console (admins alone): where members send money. An
 * address needs a second admin's approval; a chain is switched off or on by one admin.
 */
export const depositAddressesConsoleRoutes: FastifyPluginAsyncZod<{ addresses: DepositAddressesService }> = async (app, { addresses }) => {
  const admin = [guards.member, operatorGuard()];
  const actorOf = (request: Parameters<typeof signedInMember>[0]) => signedInMember(request).user.address;

  serve(app, routes.view, {
    preValidation: admin,
    handler: async (request) => ok(await addresses.view(actorOf(request))),
  });
  serve(app, routes.propose, {
    preValidation: admin,
    handler: async (request) => ok(await addresses.propose(actorOf(request), request.body)),
  });
  serve(app, routes.approve, {
    preValidation: admin,
    handler: async (request) => ok(await addresses.approve(actorOf(request), request.params.id)),
  });
  serve(app, routes.reject, {
    preValidation: admin,
    handler: async (request) => ok(await addresses.reject(actorOf(request), request.params.id)),
  });
  serve(app, routes.setChain, {
    preValidation: admin,
    handler: async (request) => ok(await addresses.setChain(actorOf(request), request.params.chain, request.body.enabled)),
  });
};
