import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  balancesSchema,
  billPageSchema,
  billQuerySchema,
  depositBodySchema,
  depositPageSchema,
  depositRowSchema,
  envelopeSchema,
  idParamsSchema,
  moneyConfigSchema,
  pageQuerySchema,
  transferBodySchema,
  transferPageSchema,
  transferRowSchema,
  withdrawalBodySchema,
  withdrawalPageSchema,
  withdrawalRowSchema,
} from '@halyard/shared';
import { ok } from '../../lib/envelope.js';
import { guards, signedInMember } from '../../plugins/auth.js';
import { idempotencyHeaders, idempotencyKey } from '../idempotency/idempotency-header.js';
import type { MoneyService } from '../money/money.service.js';
import type { DepositService } from './deposit.service.js';
import type { TransferService } from './transfer.service.js';
import type { WithdrawalService } from './withdrawal.service.js';

export interface AssetsRoutesOptions {
  money: MoneyService;
  transfers: TransferService;
  deposits: DepositService;
  withdrawals: WithdrawalService;
}

const tags = ['assets'];
const member = [guards.member];
/** Money moves only after the member has accepted the current user agreement. */
const moneyMover = [guards.member, guards.agreement];

export const assetsRoutes: FastifyPluginAsyncZod<AssetsRoutesOptions> = async (app, { money, transfers, deposits, withdrawals }) => {
  app.get('/member/transferRecord/getMoeny', {
    preValidation: member,
    schema: { tags, summary: 'Every account of the member, and the total in USDT at index prices', response: { 200: envelopeSchema(balancesSchema) } },
    handler: async (request) => ok(await money.balances(signedInMember(request).user.id)),
  });

  app.post('/member/transferRecord/add', {
    preValidation: moneyMover,
    config: { fieldMessages: { amount: { required: 'transferAmountInvalid', invalid: 'transferAmountInvalid' } } },
    schema: {
      tags,
      summary: 'Move USDT between the fund, options and staking accounts',
      headers: idempotencyHeaders,
      body: transferBodySchema,
      response: { 200: envelopeSchema(transferRowSchema) },
    },
    handler: async (request) => ok(await transfers.transfer(signedInMember(request).user, request.body, idempotencyKey(request))),
  });

  app.get('/member/transferRecord/listH5', {
    preValidation: member,
    schema: { tags, summary: "The member's transfers, newest first", querystring: pageQuerySchema, response: { 200: envelopeSchema(transferPageSchema) } },
    handler: async (request) => ok(await transfers.list(signedInMember(request).user.id, request.query)),
  });

  app.get('/member/transferRecord/:id', {
    preValidation: member,
    schema: { tags, summary: 'One transfer of the member', params: idParamsSchema, response: { 200: envelopeSchema(transferRowSchema) } },
    handler: async (request) => ok(await transfers.byId(signedInMember(request).user.id, request.params.id)),
  });

  app.get('/member/config/listH5', {
    preValidation: member,
    schema: { tags, summary: 'Deposit chains, platform addresses, minimums and rates; withdrawal chains, fees and minimums', response: { 200: envelopeSchema(moneyConfigSchema) } },
    handler: async () => ok({ deposit: await deposits.channels(), withdrawal: await withdrawals.channels() }),
  });

  app.post('/member/rechargeRecord/add', {
    preValidation: moneyMover,
    config: { fieldMessages: { amount: { required: 'depositAmountRequired', invalid: 'depositAmountInvalid' } } },
    schema: {
      tags,
      summary: 'Report a deposit sent to the platform address; credited when an operator passes it',
      headers: idempotencyHeaders,
      body: depositBodySchema,
      response: { 200: envelopeSchema(depositRowSchema) },
    },
    handler: async (request) => ok(await deposits.submit(signedInMember(request).user, request.body, idempotencyKey(request))),
  });

  app.get('/member/rechargeRecord/listH5', {
    preValidation: member,
    schema: { tags, summary: "The member's deposits, newest first", querystring: pageQuerySchema, response: { 200: envelopeSchema(depositPageSchema) } },
    handler: async (request) => ok(await deposits.list(signedInMember(request).user.id, request.query)),
  });

  app.get('/member/rechargeRecord/:id', {
    preValidation: member,
    schema: { tags, summary: 'One deposit of the member', params: idParamsSchema, response: { 200: envelopeSchema(depositRowSchema) } },
    handler: async (request) => ok(await deposits.byId(signedInMember(request).user.id, request.params.id)),
  });

  app.post('/member/withdrawalRecord/add', {
    preValidation: moneyMover,
    config: { fieldMessages: { amount: { required: 'withdrawalAmountRequired', invalid: 'withdrawalAmountInvalid' } } },
    schema: {
      tags,
      summary: 'Withdraw USDT: the amount is frozen until an operator pays it out or rejects it',
      headers: idempotencyHeaders,
      body: withdrawalBodySchema,
      response: { 200: envelopeSchema(withdrawalRowSchema) },
    },
    handler: async (request) => ok(await withdrawals.submit(signedInMember(request).user, request.body, idempotencyKey(request))),
  });

  app.get('/member/withdrawalRecord/listH5', {
    preValidation: member,
    schema: { tags, summary: "The member's withdrawals, newest first", querystring: pageQuerySchema, response: { 200: envelopeSchema(withdrawalPageSchema) } },
    handler: async (request) => ok(await withdrawals.list(signedInMember(request).user.id, request.query)),
  });

  app.get('/member/withdrawalRecord/:id', {
    preValidation: member,
    schema: { tags, summary: 'One withdrawal of the member', params: idParamsSchema, response: { 200: envelopeSchema(withdrawalRowSchema) } },
    handler: async (request) => ok(await withdrawals.byId(signedInMember(request).user.id, request.params.id)),
  });

  app.get('/member/bill/listH5', {
    preValidation: member,
    schema: { tags, summary: "The member's bills, newest first, by account and type", querystring: billQuerySchema, response: { 200: envelopeSchema(billPageSchema) } },
    handler: async (request) => ok(await money.bills(signedInMember(request).user.id, request.query)),
  });
};
