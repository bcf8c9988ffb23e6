import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from '@halyard/shared';
import { ok } from '../../lib/envelope.js';
import { serve } from '../../lib/serve-route.js';
import { guards, operatorGuard, signedInMember } from '../../plugins/auth.js';
import type { ChainConsoleService } from './chain-console.service.js';

const routes = routeTable.chainConsole;

/**
 * The chain in the console. Any operator reads the watcher's state and alarms: whoever is on duty
 * answers "my deposit has not arrived". The addresses tie members to their money on a public
 * chain, so they are read by those who look members up (reviewers, support, admins). Only an
 * admin acknowledges an alarm: it takes the alarm out of the metrics that page whoever is on
 * call, and what it asks for (a credit a reorg took back, a payout that did not match) is
 * settled with an admin's powers over members and the platform's wallet.
 */
export const chainConsoleRoutes: FastifyPluginAsyncZod<{ chainConsole: ChainConsoleService }> = async (app, { chainConsole }) => {
  const anyOperator = [guards.member, operatorGuard('reviewer', 'editor', 'support')];
  const lookup = [guards.member, operatorGuard('reviewer', 'support')];
  const admin = [guards.member, operatorGuard()];

  serve(app, routes.status, {
    preValidation: anyOperator,
    handler: async () => ok(await chainConsole.status()),
  });
  serve(app, routes.acknowledgeAlarm, {
    preValidation: admin,
    handler: async (request) => ok(await chainConsole.acknowledgeAlarm(signedInMember(request).user.address, request.params.id)),
  });
  serve(app, routes.addresses, {
    preValidation: lookup,
    handler: async (request) => ok(await chainConsole.addresses(request.query)),
  });
  serve(app, routes.addressesCsv, {
    preValidation: lookup,
    handler: async (_request, reply) => {
      const { csv, blockNumber } = await chainConsole.addressesCsv();
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="halyard-deposit-addresses${blockNumber === null ? '' : `-block-${blockNumber}`}.csv"`)
        .send(csv);
    },
  });
};
