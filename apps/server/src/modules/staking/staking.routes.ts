import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from '@halyard/shared';
import { ok } from '../../lib/envelope.js';
import { serve } from '../../lib/serve-route.js';
import { idempotencyKey } from '../idempotency/idempotency-header.js';
import { guards, signedInMember } from '../../plugins/auth.js';
import { formEncodedRoutes } from '../../plugins/form-bodies.js';
import type { MiningPoolService } from './mining-pool.service.js';
import type { StakingService } from './staking.service.js';

const routes = routeTable.staking;
const member = [guards.member];
/** Staking and the pool's actions move money: a real account (never the demo), past the user agreement. */
const staker = [guards.member, guards.realAccount, guards.agreement];

/** WEB3.0 (spec §7 stakConfig, stakRecord, stakMoneyLog, stakMb, getMiningPools; ARCHITECTURE §8). */
export const stakingRoutes: FastifyPluginAsyncZod<{ staking: StakingService; pool: MiningPoolService }> = async (app, { staking, pool }) => {
  serve(app, routes.plans, {
    handler: async () => ok(await staking.plans()),
  });

  serve(app, routes.plan, {
    preValidation: member,
    handler: async (request) => ok(await pool.plan(request.params.id)),
  });

  serve(app, routes.stake, {
    preValidation: staker,
    config: { fieldMessages: { amount: { required: 'stakeAmountRequired', invalid: 'stakeAmountInvalid' } } },
    handler: async (request) => ok(await staking.stake(signedInMember(request).user, request.body)),
  });

  serve(app, routes.stakes, {
    preValidation: member,
    handler: async (request) => ok(await staking.list(signedInMember(request).user.id, request.query)),
  });

  serve(app, routes.rewards, {
    preValidation: member,
    handler: async (request) => ok(await staking.rewards(signedInMember(request).user.id, request.params.id, request.query)),
  });

  serve(app, routes.summary, {
    preValidation: member,
    handler: async (request) => ok(await pool.summary(signedInMember(request).user.id)),
  });

  serve(app, routes.miningPool, {
    preValidation: member,
    handler: async (request) => ok(await pool.pool(signedInMember(request).user.id)),
  });

  await app.register(
    formEncodedRoutes((forms) => {
      serve(forms, routes.exchangeEth, {
        preValidation: staker,
        config: { fieldMessages: { amount: { required: 'exchangeAmountRequired', invalid: 'exchangeAmountInvalid' } } },
        handler: async (request) => ok(await staking.exchangeEth(signedInMember(request).user, request.body)),
      });

      serve(forms, routes.withdraw, {
        preValidation: staker,
        config: { fieldMessages: { amount: { required: 'stakeWithdrawalAmountInvalid', invalid: 'stakeWithdrawalAmountInvalid' } } },
        handler: async (request) => ok(await staking.withdraw(signedInMember(request).user, request.body, idempotencyKey(request))),
      });
    }),
  );
};
