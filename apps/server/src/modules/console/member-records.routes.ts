import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  idParamsSchema,
  memberBillPageSchema,
  memberBillQuerySchema,
  memberOrderPageSchema,
  memberOrderQuerySchema,
  memberPositionPageSchema,
  memberPositionQuerySchema,
} from '@halyard/shared';
import { ok } from '../../lib/envelope.js';
import { guards, operatorGuard } from '../../plugins/auth.js';
import type { MemberRecordsService } from './member-records.service.js';

const tags = ['admin'];

/** A member's bills, orders and positions in the console (issue 29): reads only. */
export const memberRecordsRoutes: FastifyPluginAsyncZod<{ records: MemberRecordsService }> = async (app, { records }) => {
  /** Whoever may look a member up may read their records: reviewers and support too. */
  const lookup = [guards.member, operatorGuard('reviewer', 'support')];

  app.get('/admin/members/:id/bills', {
    preValidation: lookup,
    schema: { tags, summary: "A member's bills, newest first, by account, coin and type", params: idParamsSchema, querystring: memberBillQuerySchema, response: { 200: envelopeSchema(memberBillPageSchema) } },
    handler: async (request) => ok(await records.bills(request.params.id, request.query)),
  });
  app.get('/admin/members/:id/orders', {
    preValidation: lookup,
    schema: { tags, summary: "A member's orders of one product (spot, contract or options), newest first", params: idParamsSchema, querystring: memberOrderQuerySchema, response: { 200: envelopeSchema(memberOrderPageSchema) } },
    handler: async (request) => ok(await records.orders(request.params.id, request.query)),
  });
  app.get('/admin/members/:id/positions', {
    preValidation: lookup,
    schema: { tags, summary: "A member's contract positions, open and closed, newest first", params: idParamsSchema, querystring: memberPositionQuerySchema, response: { 200: envelopeSchema(memberPositionPageSchema) } },
    handler: async (request) => ok(await records.positions(request.params.id, request.query)),
  });
};
