import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from '@halyard/shared';
import { ok } from '../../lib/envelope.js';
import { serve } from '../../lib/serve-route.js';
import { guards, signedInMember } from '../../plugins/auth.js';
import { idempotencyKey } from '../idempotency/idempotency-header.js';
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

const routes = routeTable.assets;
const member = [guards.member];
/** Money moves only after the member has accepted the current user agreement. */
const moneyMover = [guards.member, guards.agreement];

export const assetsRoutes: FastifyPluginAsyncZod<AssetsRoutesOptions> = async (app, { money, transfers, deposits, withdrawals }) => {
  serve(app, routes.balances, {
    preValidation: member,
    handler: async (request) => ok(await money.balances(signedInMember(request).user.id)),
  });

  serve(app, routes.transfer, {
    preValidation: moneyMover,
    config: { fieldMessages: { amount: { required: 'transferAmountInvalid', invalid: 'transferAmountInvalid' } } },
    handler: async (request) => ok(await transfers.transfer(signedInMember(request).user, request.body, idempotencyKey(request))),
  });

  serve(app, routes.transfers, {
    preValidation: member,
    handler: async (request) => ok(await transfers.list(signedInMember(request).user.id, request.query)),
  });

  serve(app, routes.transferById, {
    preValidation: member,
    handler: async (request) => ok(await transfers.byId(signedInMember(request).user.id, request.params.id)),
  });

  serve(app, routes.moneyConfig, {
    preValidation: member,
    handler: async () => ok({ deposit: await deposits.channels(), withdrawal: await withdrawals.channels() }),
  });

  serve(app, routes.deposit, {
    preValidation: moneyMover,
    config: { fieldMessages: { amount: { required: 'depositAmountRequired', invalid: 'depositAmountInvalid' } } },
    handler: async (request) => ok(await deposits.submit(signedInMember(request).user, request.body, idempotencyKey(request))),
  });

  serve(app, routes.deposits, {
    preValidation: member,
    handler: async (request) => ok(await deposits.list(signedInMember(request).user.id, request.query)),
  });

  serve(app, routes.depositById, {
    preValidation: member,
    handler: async (request) => ok(await deposits.byId(signedInMember(request).user.id, request.params.id)),
  });

  serve(app, routes.withdraw, {
    preValidation: moneyMover,
    config: { fieldMessages: { amount: { required: 'withdrawalAmountRequired', invalid: 'withdrawalAmountInvalid' } } },
    handler: async (request) => ok(await withdrawals.submit(signedInMember(request).user, request.body, idempotencyKey(request))),
  });

  serve(app, routes.withdrawals, {
    preValidation: member,
    handler: async (request) => ok(await withdrawals.list(signedInMember(request).user.id, request.query)),
  });

  serve(app, routes.withdrawalById, {
    preValidation: member,
    handler: async (request) => ok(await withdrawals.byId(signedInMember(request).user.id, request.params.id)),
  });

  serve(app, routes.bills, {
    preValidation: member,
    handler: async (request) => ok(await money.bills(signedInMember(request).user.id, request.query)),
  });
};
