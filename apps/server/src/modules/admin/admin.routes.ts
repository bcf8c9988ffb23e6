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
import type { Reviewer } from '../assets/review.js';
import type { WithdrawalService } from '../assets/withdrawal.service.js';

const tags = ['admin'];

export interface AdminRoutesOptions {
  deposits: DepositService;
  withdrawals: WithdrawalService;
}

/** The operator console's calls (ARCHITECTURE §5, §11): review of deposits and withdrawals, four eyes above the threshold; every decision and refused attempt is audited. */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, { deposits, withdrawals }) => {
  const operator = [guards.member, operatorGuard('reviewer')];
  /** The operator deciding, and the member account behind their wallet (never theirs to decide). */
  const reviewerOf = (request: Parameters<typeof signedInMember>[0]): Reviewer => {
    const { user } = signedInMember(request);
    return { address: user.address, userId: user.id };
  };

  app.get('/admin/deposits', {
    preValidation: operator,
    schema: { tags, summary: 'Deposits to review, oldest first', querystring: reviewQueueQuerySchema, response: { 200: envelopeSchema(adminDepositPageSchema) } },
    handler: async (request) => ok(await deposits.queue(reviewerOf(request), request.query.status, request.query)),
  });
  app.post('/admin/deposits/:id/check', {
    preValidation: operator,
    schema: { tags, summary: 'Start checking a deposit on chain (submitted to checking)', params: idParamsSchema, response: { 200: envelopeSchema(depositRowSchema) } },
    handler: async (request) => ok(await deposits.check(reviewerOf(request), request.params.id)),
  });
  app.post('/admin/deposits/:id/approve', {
    preValidation: operator,
    schema: { tags, summary: 'Approve a deposit: above the four-eyes threshold the first approval waits for a second operator; the deciding one credits its USDT value to the fund account. Never your own', params: idParamsSchema, response: { 200: envelopeSchema(depositRowSchema) } },
    handler: async (request) => ok(await deposits.approve(reviewerOf(request), request.params.id)),
  });
  app.post('/admin/deposits/:id/reject', {
    preValidation: operator,
    schema: { tags, summary: 'Reject a deposit', params: idParamsSchema, body: rejectBodySchema, response: { 200: envelopeSchema(depositRowSchema) } },
    handler: async (request) => ok(await deposits.reject(reviewerOf(request), request.params.id, request.body.reason)),
  });

  app.get('/admin/withdrawals', {
    preValidation: operator,
    schema: { tags, summary: 'Withdrawals to review, oldest first', querystring: reviewQueueQuerySchema, response: { 200: envelopeSchema(adminWithdrawalPageSchema) } },
    handler: async (request) => ok(await withdrawals.queue(reviewerOf(request), request.query.status, request.query)),
  });
  app.post('/admin/withdrawals/:id/check', {
    preValidation: operator,
    schema: { tags, summary: 'Start preparing a payout (submitted to checking)', params: idParamsSchema, response: { 200: envelopeSchema(withdrawalRowSchema) } },
    handler: async (request) => ok(await withdrawals.check(reviewerOf(request), request.params.id)),
  });
  app.post('/admin/withdrawals/:id/approve', {
    preValidation: operator,
    schema: { tags, summary: 'Approve a withdrawal: above the four-eyes threshold the first approval (no txHash) waits for a second operator, whose approval records the payout transaction. Never your own', params: idParamsSchema, body: approveWithdrawalBodySchema, response: { 200: envelopeSchema(withdrawalRowSchema) } },
    handler: async (request) => ok(await withdrawals.approve(reviewerOf(request), request.params.id, request.body.txHash)),
  });
  app.post('/admin/withdrawals/:id/reject', {
    preValidation: operator,
    schema: { tags, summary: 'Reject a withdrawal: its amount returns to available', params: idParamsSchema, body: rejectBodySchema, response: { 200: envelopeSchema(withdrawalRowSchema) } },
    handler: async (request) => ok(await withdrawals.reject(reviewerOf(request), request.params.id, request.body.reason)),
  });
};
