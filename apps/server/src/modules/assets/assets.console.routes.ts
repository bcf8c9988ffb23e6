import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from '@halyard/shared';
import { ok } from '../../lib/envelope.js';
import { serve } from '../../lib/serve-route.js';
import { guards, operatorGuard, signedInMember } from '../../plugins/auth.js';
import type { DepositService } from './deposit.service.js';
import type { Reviewer } from './review.js';
import type { WithdrawalService } from './withdrawal.service.js';

const routes = routeTable.assetsConsole;

export interface AssetsConsoleRoutesOptions {
  deposits: DepositService;
  withdrawals: WithdrawalService;
}

/** The operator console's calls (ARCHITECTURE §5, §11): review of deposits and withdrawals, four eyes above the threshold; every decision and refused attempt is audited. */
export const assetsConsoleRoutes: FastifyPluginAsyncZod<AssetsConsoleRoutesOptions> = async (app, { deposits, withdrawals }) => {
  const operator = [guards.member, operatorGuard('reviewer')];
  /** The operator deciding, and the member account behind their wallet (never theirs to decide). */
  const reviewerOf = (request: Parameters<typeof signedInMember>[0]): Reviewer => {
    const { user } = signedInMember(request);
    return { address: user.address, userId: user.id };
  };

  serve(app, routes.deposits, {
    preValidation: operator,
    handler: async (request) => ok(await deposits.queue(reviewerOf(request), request.query.status, request.query)),
  });
  serve(app, routes.checkDeposit, {
    preValidation: operator,
    handler: async (request) => ok(await deposits.check(reviewerOf(request), request.params.id)),
  });
  serve(app, routes.approveDeposit, {
    preValidation: operator,
    handler: async (request) => ok(await deposits.approve(reviewerOf(request), request.params.id)),
  });
  serve(app, routes.rejectDeposit, {
    preValidation: operator,
    handler: async (request) => ok(await deposits.reject(reviewerOf(request), request.params.id, request.body.reason)),
  });

  serve(app, routes.withdrawals, {
    preValidation: operator,
    handler: async (request) => ok(await withdrawals.queue(reviewerOf(request), request.query.status, request.query)),
  });
  serve(app, routes.checkWithdrawal, {
    preValidation: operator,
    handler: async (request) => ok(await withdrawals.check(reviewerOf(request), request.params.id)),
  });
  serve(app, routes.approveWithdrawal, {
    preValidation: operator,
    handler: async (request) => ok(await withdrawals.approve(reviewerOf(request), request.params.id, request.body.txHash)),
  });
  serve(app, routes.rejectWithdrawal, {
    preValidation: operator,
    handler: async (request) => ok(await withdrawals.reject(reviewerOf(request), request.params.id, request.body.reason)),
  });
};
