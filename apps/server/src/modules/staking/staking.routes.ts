import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  ethExchangeRowSchema,
  exchangeEthBodySchema,
  idParamsSchema,
  miningPoolSchema,
  pageQuerySchema,
  stakeBodySchema,
  stakeListQuerySchema,
  stakePageSchema,
  stakeRewardPageSchema,
  stakeRowSchema,
  stakingPlanDetailSchema,
  stakingPlanPageSchema,
  stakingSummarySchema,
  stakWithdrawalBodySchema,
  transferRowSchema,
} from '@halyard/shared';
import { ok } from '../../lib/envelope.js';
import { idempotencyKey } from '../idempotency/idempotency-header.js';
import { guards, signedInMember } from '../../plugins/auth.js';
import { formEncodedRoutes, formOrJson } from '../../plugins/form-bodies.js';
import type { MiningPoolService } from './mining-pool.service.js';
import type { StakingService } from './staking.service.js';

const tags = ['web3'];
const member = [guards.member];
/** Staking and the pool's actions move money: a real account (never the demo), past the user agreement. */
const staker = [guards.member, guards.realAccount, guards.agreement];

/** WEB3.0 (spec §7 stakConfig, stakRecord, stakMoneyLog, stakMb, getMiningPools; ARCHITECTURE §8). */
export const stakingRoutes: FastifyPluginAsyncZod<{ staking: StakingService; pool: MiningPoolService }> = async (app, { staking, pool }) => {
  app.get('/member/stakConfig/listH5', {
    schema: { tags, summary: 'Staking plans: days, minimum, maximum and daily rate', response: { 200: envelopeSchema(stakingPlanPageSchema) } },
    handler: async () => ok(await staking.plans()),
  });

  app.get('/member/stakConfig/:id', {
    preValidation: member,
    schema: { tags, summary: "One plan and its own pool's figures", params: idParamsSchema, response: { 200: envelopeSchema(stakingPlanDetailSchema) } },
    handler: async (request) => ok(await pool.plan(request.params.id)),
  });

  app.post('/member/stakRecord/add', {
    preValidation: staker,
    config: { fieldMessages: { amount: { required: 'stakeAmountRequired', invalid: 'stakeAmountInvalid' } } },
    schema: { tags, summary: 'Stake USDT of the staking account on a plan, within its bounds', body: stakeBodySchema, response: { 200: envelopeSchema(stakeRowSchema) } },
    handler: async (request) => ok(await staking.stake(signedInMember(request).user, request.body)),
  });

  app.get('/member/stakRecord/listH5', {
    preValidation: member,
    schema: { tags, summary: "The member's stakes, newest first: active, ended, or both", querystring: stakeListQuerySchema, response: { 200: envelopeSchema(stakePageSchema) } },
    handler: async (request) => ok(await staking.list(signedInMember(request).user.id, request.query)),
  });

  app.get('/member/stakMoneyLog/listH5/:id', {
    preValidation: member,
    schema: { tags, summary: "One stake's daily rewards, newest day first, with the index second and price of each", params: idParamsSchema, querystring: pageQuerySchema, response: { 200: envelopeSchema(stakeRewardPageSchema) } },
    handler: async (request) => ok(await staking.rewards(signedInMember(request).user.id, request.params.id, request.query)),
  });

  app.get('/member/stakMb/getStakInfo', {
    preValidation: member,
    schema: { tags, summary: "The member's staking summary: staked, reward balance in ETH and USDT, rewards today and ever", response: { 200: envelopeSchema(stakingSummarySchema) } },
    handler: async (request) => ok(await pool.summary(signedInMember(request).user.id)),
  });

  app.get('/member/transferRecord/getMiningPools', {
    preValidation: member,
    schema: { tags, summary: "The mining pool: production, active nodes, participants (employee accounts left out), the member's income, recent rewards and daily production", response: { 200: envelopeSchema(miningPoolSchema) } },
    handler: async (request) => ok(await pool.pool(signedInMember(request).user.id)),
  });

  await app.register(
    formEncodedRoutes((forms) => {
      forms.post('/member/stakMoneyLog/exchangeEth', {
        preValidation: staker,
        config: { fieldMessages: { amount: { required: 'exchangeAmountRequired', invalid: 'exchangeAmountInvalid' } } },
        schema: { tags, summary: 'Exchange ETH rewards to USDT in the staking account at the live index price (form-encoded or JSON)', consumes: formOrJson, body: exchangeEthBodySchema, response: { 200: envelopeSchema(ethExchangeRowSchema) } },
        handler: async (request) => ok(await staking.exchangeEth(signedInMember(request).user, request.body)),
      });

      forms.post('/member/stakMoneyLog/stakWithdrawal', {
        preValidation: staker,
        config: { fieldMessages: { amount: { required: 'stakeWithdrawalAmountInvalid', invalid: 'stakeWithdrawalAmountInvalid' } } },
        schema: { tags, summary: 'Move USDT from the staking account to the fund account (form-encoded or JSON)', consumes: formOrJson, body: stakWithdrawalBodySchema, response: { 200: envelopeSchema(transferRowSchema) } },
        handler: async (request) => ok(await staking.withdraw(signedInMember(request).user, request.body, idempotencyKey(request))),
      });
    }),
  );
};
