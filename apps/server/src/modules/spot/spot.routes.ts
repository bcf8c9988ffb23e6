import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractIdQuerySchema, envelopeSchema, idParamsSchema, spotListQuerySchema, spotOrderBodySchema, spotPageSchema, spotPlacedSchema, spotRowSchema } from '@halyard/shared';
import { ok } from '../../lib/envelope.js';
import { guards, signedInMember } from '../../plugins/auth.js';
import type { SpotService } from './spot.service.js';

const tags = ['spot'];
const trader = [guards.member, guards.agreement];

/** Spot trading (ARCHITECTURE §5): our own calls, as the spec has none. */
export const spotRoutes: FastifyPluginAsyncZod<{ spot: SpotService }> = async (app, { spot }) => {
  app.post('/member/spotOrder/add', {
    preValidation: trader,
    schema: { tags, summary: 'Buy or sell a coin against USDT in the fund account, at market or at a limit', body: spotOrderBodySchema, response: { 200: envelopeSchema(spotPlacedSchema) } },
    handler: async (request) => {
      const row = await spot.place(signedInMember(request).user, request.body);
      return ok({ id: row.id, status: row.status });
    },
  });

  app.get('/member/spotOrder/listH5', {
    preValidation: [guards.member],
    schema: { tags, summary: "The member's spot orders: open (waiting) or done (filled and cancelled)", querystring: spotListQuerySchema, response: { 200: envelopeSchema(spotPageSchema) } },
    handler: async (request) => ok(await spot.list(signedInMember(request).user.id, request.query)),
  });

  app.get('/member/spotOrder/:id', {
    preValidation: [guards.member],
    schema: { tags, summary: 'One spot order, with the index second and price it filled at', params: idParamsSchema, response: { 200: envelopeSchema(spotRowSchema) } },
    handler: async (request) => ok(await spot.byId(signedInMember(request).user.id, request.params.id)),
  });

  app.put('/member/spotOrder/cancel', {
    preValidation: trader,
    schema: { tags, summary: 'Cancel a waiting limit order: its reserve returns', querystring: contractIdQuerySchema, response: { 200: envelopeSchema(spotRowSchema) } },
    handler: async (request) => ok(await spot.cancel(signedInMember(request).user.id, request.query.id)),
  });
};
