import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from '@halyard/shared';
import { ok } from '../../lib/envelope.js';
import { serve } from '../../lib/serve-route.js';
import { guards, signedInMember } from '../../plugins/auth.js';
import type { SpotService } from './spot.service.js';

const routes = routeTable.spot;
const trader = [guards.member, guards.agreement];

export const spotRoutes: FastifyPluginAsyncZod<{ spot: SpotService }> = async (app, { spot }) => {
  serve(app, routes.place, {
    preValidation: trader,
    handler: async (request) => {
      const row = await spot.place(signedInMember(request).user, request.body);
      return ok({ id: row.id, status: row.status });
    },
  });

  serve(app, routes.list, {
    preValidation: [guards.member],
    handler: async (request) => ok(await spot.list(signedInMember(request).user.id, request.query)),
  });

  serve(app, routes.byId, {
    preValidation: [guards.member],
    handler: async (request) => ok(await spot.byId(signedInMember(request).user.id, request.params.id)),
  });

  serve(app, routes.cancel, {
    preValidation: trader,
    handler: async (request) => ok(await spot.cancel(signedInMember(request).user.id, request.query.id)),
  });
};
