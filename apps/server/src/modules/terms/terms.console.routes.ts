import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from '@halyard/shared';
import { ok } from '../../lib/envelope.js';
import { serve } from '../../lib/serve-route.js';
import { guards, operatorGuard, signedInMember } from '../../plugins/auth.js';
import type { TermsService } from './terms.service.js';

const routes = routeTable.termsConsole;

/** The product terms in the console (admins): what new records are made under; records keep their own. */
export const termsConsoleRoutes: FastifyPluginAsyncZod<{ terms: TermsService }> = async (app, { terms }) => {
  const admin = [guards.member, operatorGuard()];
  const actorOf = (request: Parameters<typeof signedInMember>[0]) => signedInMember(request).user.address;

  serve(app, routes.view, {
    preValidation: admin,
    handler: async () => ok(await terms.view()),
  });
  serve(app, routes.contract, {
    preValidation: admin,
    handler: async (request) => ok(await terms.set(actorOf(request), 'contract', request.body)),
  });
  serve(app, routes.options, {
    preValidation: admin,
    handler: async (request) => ok(await terms.set(actorOf(request), 'options', request.body)),
  });
  serve(app, routes.funds, {
    preValidation: admin,
    handler: async (request) => ok(await terms.set(actorOf(request), 'funds', request.body)),
  });
};
