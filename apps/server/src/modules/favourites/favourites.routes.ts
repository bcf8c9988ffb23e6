import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from '@halyard/shared';
import { ok } from '../../lib/envelope.js';
import { serve } from '../../lib/serve-route.js';
import { guards, signedInMember } from '../../plugins/auth.js';
import type { FieldMessages } from '../../plugins/errors.js';
import type { FavouritesService } from './favourites.service.js';

const routes = routeTable.favourites;
const member = [guards.member];
const pairMessages: FieldMessages = { pair: { required: 'favouritePairUnknown', invalid: 'favouritePairUnknown' } };

/** The member's favourite pairs (issue 33). */
export const favouritesRoutes: FastifyPluginAsyncZod<{ favourites: FavouritesService }> = async (app, { favourites }) => {
  serve(app, routes.list, {
    preValidation: member,
    handler: async (request) => ok(await favourites.list(signedInMember(request).user.id)),
  });
  serve(app, routes.add, {
    preValidation: member,
    config: { fieldMessages: pairMessages },
    handler: async (request) => ok(await favourites.add(signedInMember(request).user.id, request.params.pair)),
  });
  serve(app, routes.remove, {
    preValidation: member,
    config: { fieldMessages: pairMessages },
    handler: async (request) => ok(await favourites.remove(signedInMember(request).user.id, request.params.pair)),
  });
};
