import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from '@halyard/shared';
import { AppError } from '../../lib/app-error.js';
import { ok } from '../../lib/envelope.js';
import { serve } from '../../lib/serve-route.js';
import { guards, signedInMember } from '../../plugins/auth.js';
import type { MembersService } from './members.service.js';

/** What an agent sees of the members it referred. */
export const membersRoutes: FastifyPluginAsyncZod<{ members: MembersService }> = async (app, { members }) => {
  serve(app, routeTable.members.referrals, {
    preValidation: [guards.member],
    handler: async (request) => {
      const { user } = signedInMember(request);
      if (user.kind !== 'agent') throw AppError.forbidden('notAgent');
      return ok(await members.referrals(user.id, request.query));
    },
  });
};
