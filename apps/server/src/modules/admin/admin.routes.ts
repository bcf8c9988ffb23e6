import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminDepositPageSchema,
  adminWithdrawalPageSchema,
  approveWithdrawalBodySchema,
  depositRowSchema,
  envelopeSchema,
  idParamsSchema,
  rejectBodySchema,
  reviewQueueQuerySchema,
  withdrawalRowSchema,
} from '@halyard/shared';
import { ok } from '../../lib/envelope.js';
import { guards, operatorGuard, signedInMember } from '../../plugins/auth.js';
import type { DepositService } from '../assets/deposit.service.js';
import type { WithdrawalService } from '../assets/withdrawal.service.js';

const tags = ['admin'];

export interface AdminRoutesOptions {
  deposits: DepositService;
  withdrawals: WithdrawalService;
}

/** The operator console's calls (ARCHITECTURE §5): review of deposits and withdrawals; every decision is audited. */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, { deposits, withdrawals }) => {
  const operator = [guards.member, operatorGuard('reviewer')];
  const actorOf = (request: Parameters<typeof signedInMember>[0]) => signedInMember(request).user.address;

  app.get('/admin/deposits', {
    preValidation: operator,
    schema: { tags, summary: 'Deposits to review, oldest first', querystring: reviewQueueQuerySchema, response: { 200: envelopeSchema(adminDepositPageSchema) } },
    handler: async (request) => ok(await deposits.queue(request.query.status, request.query)),
  });
  app.post('/admin/deposits/:id/check', {
    preValidation: operator,
    schema: { tags, summary: 'Start checking a deposit on chain (submitted to checking)', params: idParamsSchema, response: { 200: envelopeSchema(depositRowSchema) } },
    handler: async (request) => ok(await deposits.check(actorOf(request), request.params.id)),
  });
  app.post('/admin/deposits/:id/approve', {
    preValidation: operator,
    schema: { tags, summary: 'Pass a deposit: credit its USDT value to the fund account', params: idParamsSchema, response: { 200: envelopeSchema(depositRowSchema) } },
    handler: async (request) => ok(await deposits.approve(actorOf(request), request.params.id)),
  });
  app.post('/admin/deposits/:id/reject', {
    preValidation: operator,
    schema: { tags, summary: 'Reject a deposit', params: idParamsSchema, body: rejectBodySchema, response: { 200: envelopeSchema(depositRowSchema) } },
    handler: async (request) => ok(await deposits.reject(actorOf(request), request.params.id, request.body.reason)),
  });

  app.get('/admin/withdrawals', {
    preValidation: operator,
    schema: { tags, summary: 'Withdrawals to review, oldest first', querystring: reviewQueueQuerySchema, response: { 200: envelopeSchema(adminWithdrawalPageSchema) } },
    handler: async (request) => ok(await withdrawals.queue(request.query.status, request.query)),
  });
  app.post('/admin/withdrawals/:id/check', {
    preValidation: operator,
    schema: { tags, summary: 'Start preparing a payout (submitted to checking)', params: idParamsSchema, response: { 200: envelopeSchema(withdrawalRowSchema) } },
    handler: async (request) => ok(await withdrawals.check(actorOf(request), request.params.id)),
  });
  app.post('/admin/withdrawals/:id/approve', {
    preValidation: operator,
    schema: { tags, summary: 'Mark a withdrawal paid with the payout transaction', params: idParamsSchema, body: approveWithdrawalBodySchema, response: { 200: envelopeSchema(withdrawalRowSchema) } },
    handler: async (request) => ok(await withdrawals.approve(actorOf(request), request.params.id, request.body.txHash)),
  });
  app.post('/admin/withdrawals/:id/reject', {
    preValidation: operator,
    schema: { tags, summary: 'Reject a withdrawal: its amount returns to available', params: idParamsSchema, body: rejectBodySchema, response: { 200: envelopeSchema(withdrawalRowSchema) } },
    handler: async (request) => ok(await withdrawals.reject(actorOf(request), request.params.id, request.body.reason)),
  });
};
