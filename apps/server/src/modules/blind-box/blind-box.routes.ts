import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from '@halyard/shared';
import { ok } from '../../lib/envelope.js';
import { serve } from '../../lib/serve-route.js';
import { guards, signedInMember } from '../../plugins/auth.js';
import { formEncodedRoutes } from '../../plugins/form-bodies.js';
import type { BlindBoxService } from './blind-box.service.js';

const routes = routeTable.blindBox;
const member = [guards.member];
/** Opening moves money: a real account (never the demo), past the user agreement. */
const opener = [guards.member, guards.realAccount, guards.agreement];

/** Blind boxes (spec §7 boxRecord; boxConfig and boxSeed are ours; ARCHITECTURE §8). */
export const blindBoxRoutes: FastifyPluginAsyncZod<{ boxes: BlindBoxService }> = async (app, { boxes }) => {
  serve(app, routes.tiers, {
    handler: async () => ok(await boxes.tiers()),
  });

  serve(app, routes.seed, {
    preValidation: member,
    handler: async (request) => ok(await boxes.seed(signedInMember(request).user.id)),
  });

  serve(app, routes.rotateSeed, {
    preValidation: [guards.member, guards.realAccount],
    handler: async (request) => ok(await boxes.rotate(signedInMember(request).user)),
  });

  serve(app, routes.openings, {
    preValidation: member,
    handler: async (request) => ok(await boxes.list(signedInMember(request).user.id, request.query)),
  });

  serve(app, routes.opening, {
    preValidation: member,
    handler: async (request) => ok(await boxes.byId(signedInMember(request).user.id, request.params.id)),
  });

  await app.register(
    formEncodedRoutes((forms) => {
      serve(forms, routes.open, {
        preValidation: opener,
        handler: async (request) => ok(await boxes.open(signedInMember(request).user, request.body)),
      });
    }),
  );
};
