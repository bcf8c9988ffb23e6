import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditPageSchema,
  auditQuerySchema,
  booksQuerySchema,
  booksSchema,
  envelopeSchema,
  idParamsSchema,
  memberDetailSchema,
  memberPageSchema,
  memberRowSchema,
  memberSearchQuerySchema,
  memberUpdateSchema,
  operatorAddressParamsSchema,
  operatorBodySchema,
  operatorListSchema,
  pageQuerySchema,
  referralPageSchema,
} from '@halyard/shared';
import { AppError } from '../../lib/app-error.js';
import { ok } from '../../lib/envelope.js';
import { guards, operatorGuard, signedInMember } from '../../plugins/auth.js';
import type { BooksService } from './books.service.js';
import type { ConsoleService } from './console.service.js';

const tags = ['admin'];

/** The operator console's own calls: operators, members, the audit log and the books (issue 15). */
export const consoleRoutes: FastifyPluginAsyncZod<{ console: ConsoleService; books: BooksService }> = async (app, { console: operatorConsole, books }) => {
  const admin = [guards.member, operatorGuard()];
  /** Reviewers and support look members up too; only an admin changes one. */
  const lookup = [guards.member, operatorGuard('reviewer', 'support')];
  const actorOf = (request: Parameters<typeof signedInMember>[0]) => signedInMember(request).user.address;

  app.get('/admin/operators', {
    preValidation: admin,
    schema: { tags, summary: 'The operators and their roles', response: { 200: envelopeSchema(operatorListSchema) } },
    handler: async () => ok({ rows: await operatorConsole.operators() }),
  });
  app.put('/admin/operators', {
    preValidation: admin,
    schema: { tags, summary: 'Add an operator, or change its role', body: operatorBodySchema, response: { 200: envelopeSchema(operatorListSchema) } },
    handler: async (request) => {
      await operatorConsole.setOperator(actorOf(request), request.body.address, request.body.role);
      return ok({ rows: await operatorConsole.operators() });
    },
  });
  app.delete('/admin/operators/:address', {
    preValidation: admin,
    schema: { tags, summary: 'Remove an operator (never the last admin)', params: operatorAddressParamsSchema, response: { 200: envelopeSchema(operatorListSchema) } },
    handler: async (request) => {
      await operatorConsole.removeOperator(actorOf(request), request.params.address);
      return ok({ rows: await operatorConsole.operators() });
    },
  });

  app.get('/admin/members', {
    preValidation: lookup,
    schema: { tags, summary: 'Members by address or mbId, newest first', querystring: memberSearchQuerySchema, response: { 200: envelopeSchema(memberPageSchema) } },
    handler: async (request) => ok(await operatorConsole.members(request.query)),
  });
  app.get('/admin/members/:id', {
    preValidation: lookup,
    schema: { tags, summary: "A member: kind, score, flags, balances and the counts of every record", params: idParamsSchema, response: { 200: envelopeSchema(memberDetailSchema) } },
    handler: async (request) => ok(await operatorConsole.memberDetail(request.params.id)),
  });
  app.put('/admin/members/:id', {
    preValidation: admin,
    schema: { tags, summary: "Set a member's kind, credit score or flags (nothing else about a member can be changed)", params: idParamsSchema, body: memberUpdateSchema, response: { 200: envelopeSchema(memberRowSchema) } },
    handler: async (request) => ok(await operatorConsole.updateMember(actorOf(request), request.params.id, request.body)),
  });

  app.get('/admin/audit', {
    preValidation: admin,
    schema: { tags, summary: 'Every operator action, newest first, with what it changed', querystring: auditQuerySchema, response: { 200: envelopeSchema(auditPageSchema) } },
    handler: async (request) => ok(await operatorConsole.audit(request.query)),
  });

  app.get('/admin/books', {
    preValidation: admin,
    schema: { tags, summary: 'The books over real rows: flows per day, fees and house results by product, open interest, options in flight, the ledger check', querystring: booksQuerySchema, response: { 200: envelopeSchema(booksSchema) } },
    handler: async (request) => ok(await books.books(request.query.days)),
  });
  app.get('/admin/books.csv', {
    preValidation: admin,
    schema: { tags, summary: 'The books per day as CSV: the daily flows, then every figure over time', querystring: booksQuerySchema, response: { 200: z.string() } },
    handler: async (request, reply) => {
      const csv = await books.csv(request.query.days);
      return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="halyard-books.csv"').send(csv);
    },
  });

  app.get('/member/agent/referrals', {
    preValidation: [guards.member],
    schema: { tags: ['session'], summary: 'The members this agent referred, with their totals', querystring: pageQuerySchema, response: { 200: envelopeSchema(referralPageSchema) } },
    handler: async (request) => {
      const { user } = signedInMember(request);
      if (user.kind !== 'agent') throw AppError.forbidden('notAgent');
      return ok(await operatorConsole.referrals(user.id, request.query));
    },
  });
};
