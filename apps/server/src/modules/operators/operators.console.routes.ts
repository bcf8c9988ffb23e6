import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from '@halyard/shared';
import { ok } from '../../lib/envelope.js';
import { serve } from '../../lib/serve-route.js';
import { guards, operatorGuard, signedInMember } from '../../plugins/auth.js';
import type { OperatorsService } from './operators.service.js';

const routes = routeTable.operatorsConsole;

/** The operators and their roles in the console (admins alone; issue 15). */
export const operatorsConsoleRoutes: FastifyPluginAsyncZod<{ operators: OperatorsService }> = async (app, { operators }) => {
  const admin = [guards.member, operatorGuard()];
  const actorOf = (request: Parameters<typeof signedInMember>[0]) => signedInMember(request).user.address;

  serve(app, routes.list, {
    preValidation: admin,
    handler: async () => ok({ rows: await operators.operators() }),
  });
  serve(app, routes.set, {
    preValidation: admin,
    handler: async (request) => {
      await operators.setOperator(actorOf(request), request.body.address, request.body.role);
      return ok({ rows: await operators.operators() });
    },
  });
  serve(app, routes.remove, {
    preValidation: admin,
    handler: async (request) => {
      await operators.removeOperator(actorOf(request), request.params.address);
      return ok({ rows: await operators.operators() });
    },
  });
};
