import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from '@halyard/shared';
import { ok } from '../../lib/envelope.js';
import { serve } from '../../lib/serve-route.js';
import { guards, signedInMember } from '../../plugins/auth.js';
import { idempotencyKey } from '../idempotency/idempotency-header.js';
import type { OptionsService } from './options.service.js';

const routes = routeTable.options;

/** Timed rise/fall options (spec §7 optionsRecord). */
export const optionsRoutes: FastifyPluginAsyncZod<{ options: OptionsService }> = async (app, { options }) => {
  serve(app, routes.place, {
    preValidation: [guards.member, guards.agreement],
    config: { fieldMessages: { period: { required: 'optionTimeRequired', invalid: 'optionTimeRequired' }, amount: { required: 'optionAmountRequired', invalid: 'optionAmountRequired' } } },
    handler: async (request) => {
      const row = await options.buy(signedInMember(request).user, request.body, idempotencyKey(request));
      return ok({ id: row.id, closeTime: row.closeTime });
    },
  });

  serve(app, routes.list, {
    preValidation: [guards.member],
    handler: async (request) => ok(await options.list(signedInMember(request).user.id, request.query)),
  });

  serve(app, routes.byId, {
    preValidation: [guards.member],
    handler: async (request) => ok(await options.byId(signedInMember(request).user.id, request.params.id)),
  });
};
