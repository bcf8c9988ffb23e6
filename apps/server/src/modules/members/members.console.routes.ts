import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from '@halyard/shared';
import { ok } from '../../lib/envelope.js';
import { serve } from '../../lib/serve-route.js';
import { guards, operatorGuard, signedInMember } from '../../plugins/auth.js';
import type { MemberRecordsService } from './member-records.service.js';
import type { MembersService } from './members.service.js';

const routes = routeTable.membersConsole;

/** Members in the console (issue 15) and their bills, orders and positions (issue 29, reads only). */
export const membersConsoleRoutes: FastifyPluginAsyncZod<{ members: MembersService; records: MemberRecordsService }> = async (app, { members, records }) => {
  const admin = [guards.member, operatorGuard()];
  /** Reviewers and support look members up, and read their records, too; only an admin changes one. */
  const lookup = [guards.member, operatorGuard('reviewer', 'support')];
  const actorOf = (request: Parameters<typeof signedInMember>[0]) => signedInMember(request).user.address;

  serve(app, routes.search, {
    preValidation: lookup,
    handler: async (request) => ok(await members.members(request.query)),
  });
  serve(app, routes.detail, {
    preValidation: lookup,
    handler: async (request) => ok(await members.memberDetail(request.params.id)),
  });
  serve(app, routes.update, {
    preValidation: admin,
    handler: async (request) => ok(await members.updateMember(actorOf(request), request.params.id, request.body)),
  });

  serve(app, routes.bills, {
    preValidation: lookup,
    handler: async (request) => ok(await records.bills(request.params.id, request.query)),
  });
  serve(app, routes.orders, {
    preValidation: lookup,
    handler: async (request) => ok(await records.orders(request.params.id, request.query)),
  });
  serve(app, routes.positions, {
    preValidation: lookup,
    handler: async (request) => ok(await records.positions(request.params.id, request.query)),
  });
};
