import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, idParamsSchema, optionListQuerySchema, optionOrderBodySchema, optionPageSchema, optionPlacedSchema, optionRowSchema } from '@halyard/shared';
import { ok } from '../../lib/envelope.js';
import { guards, signedInMember } from '../../plugins/auth.js';
import { idempotencyHeaders, idempotencyKey } from '../idempotency/idempotency-header.js';
import type { OptionsService } from './options.service.js';

const tags = ['options'];

/** Timed rise/fall options (spec §7 optionsRecord). */
export const optionsRoutes: FastifyPluginAsyncZod<{ options: OptionsService }> = async (app, { options }) => {
  app.post('/member/optionsRecord/add', {
    preValidation: [guards.member, guards.agreement],
    config: { fieldMessages: { period: { required: 'optionTimeRequired', invalid: 'optionTimeRequired' }, amount: { required: 'optionAmountRequired', invalid: 'optionAmountRequired' } } },
    schema: {
      tags,
      summary: 'Buy a rise or fall option on a pair for a period, from the options account',
      headers: idempotencyHeaders,
      body: optionOrderBodySchema,
      response: { 200: envelopeSchema(optionPlacedSchema) },
    },
    handler: async (request) => {
      const row = await options.buy(signedInMember(request).user, request.body, idempotencyKey(request));
      return ok({ id: row.id, closeTime: row.closeTime });
    },
  });

  app.get('/member/optionsRecord/listH5', {
    preValidation: [guards.member],
    schema: { tags, summary: "The member's options: open (in position) or settled", querystring: optionListQuerySchema, response: { 200: envelopeSchema(optionPageSchema) } },
    handler: async (request) => ok(await options.list(signedInMember(request).user.id, request.query)),
  });

  app.get('/member/optionsRecord/:id', {
    preValidation: [guards.member],
    schema: { tags, summary: 'One option, with its buy and settlement index seconds and prices', params: idParamsSchema, response: { 200: envelopeSchema(optionRowSchema) } },
    handler: async (request) => ok(await options.byId(signedInMember(request).user.id, request.params.id)),
  });
};
