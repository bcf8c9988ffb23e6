import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from '@halyard/shared';
import { ok } from '../../lib/envelope.js';
import { serve } from '../../lib/serve-route.js';
import { guards, signedInMember } from '../../plugins/auth.js';
import type { PushService } from './push.service.js';

const routes = routeTable.push;
const member = [guards.member];

/** Web Push for alerts: the server's key, the member's devices, and the alert kinds they want. */
export const pushRoutes: FastifyPluginAsyncZod<{ push: PushService }> = async (app, { push }) => {
  serve(app, routes.key, {
    preValidation: member,
    handler: async () => ok({ publicKey: await push.publicKey() }),
  });

  // The device's notifications are worded in the language it subscribed in (Accept-Language, as every `msg`).
  serve(app, routes.subscribe, {
    preValidation: member,
    handler: async (request) => ok({ devices: await push.subscribe(signedInMember(request).user.id, request.body, request.locale) }),
  });

  serve(app, routes.unsubscribe, {
    preValidation: member,
    handler: async (request) => ok({ devices: await push.unsubscribe(signedInMember(request).user.id, request.body.endpoint) }),
  });

  serve(app, routes.kinds, {
    preValidation: member,
    handler: async (request) => ok(await push.kinds(signedInMember(request).user.id)),
  });

  serve(app, routes.setKinds, {
    preValidation: member,
    handler: async (request) => ok(await push.setKinds(signedInMember(request).user.id, request.body)),
  });
};
