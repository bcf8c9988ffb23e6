import { pageQuerySchema } from '../envelope.js';
import { idParamsSchema, transferRowSchema } from '../contracts/assets.js';
import {
  ethExchangeRowSchema,
  exchangeEthBodySchema,
  miningPoolSchema,
  stakeBodySchema,
  stakeListQuerySchema,
  stakePageSchema,
  stakeRewardPageSchema,
  stakeRowSchema,
  stakingPlanDetailSchema,
  stakingPlanPageSchema,
  stakingSummarySchema,
  stakWithdrawalBodySchema,
} from '../contracts/web3.js';
import { defineRoutes } from './define.js';

/** WEB3.0 staking and the mining pool (spec §7 stakConfig, stakRecord, stakMoneyLog, stakMb, getMiningPools). */
export const stakingRoutes = defineRoutes('web3', {
  plans: {
    method: 'GET',
    path: '/member/stakConfig/listH5',
    summary: 'Staking plans: days, minimum, maximum and daily rate',
    response: stakingPlanPageSchema,
  },
  plan: {
    method: 'GET',
    path: '/member/stakConfig/:id',
    summary: "One plan and its own pool's figures",
    params: idParamsSchema,
    response: stakingPlanDetailSchema,
  },
  stake: {
    method: 'POST',
    path: '/member/stakRecord/add',
    summary: 'Stake USDT of the staking account on a plan, within its bounds',
    body: stakeBodySchema,
    response: stakeRowSchema,
  },
  stakes: {
    method: 'GET',
    path: '/member/stakRecord/listH5',
    summary: "The member's stakes, newest first: active, ended, or both",
    query: stakeListQuerySchema,
    response: stakePageSchema,
  },
  rewards: {
    method: 'GET',
    path: '/member/stakMoneyLog/listH5/:id',
    summary: "One stake's daily rewards, newest day first, with the index second and price of each",
    params: idParamsSchema,
    query: pageQuerySchema,
    response: stakeRewardPageSchema,
  },
  summary: {
    method: 'GET',
    path: '/member/stakMb/getStakInfo',
    summary: "The member's staking summary: staked, reward balance in ETH and USDT, rewards today and ever",
    response: stakingSummarySchema,
  },
  miningPool: {
    method: 'GET',
    path: '/member/transferRecord/getMiningPools',
    summary: "The mining pool: production, active nodes, participants (employee accounts left out), the member's income, recent rewards and daily production",
    response: miningPoolSchema,
  },
  exchangeEth: {
    method: 'POST',
    path: '/member/stakMoneyLog/exchangeEth',
    summary: 'Exchange ETH rewards to USDT in the staking account at the live index price (form-encoded or JSON)',
    body: exchangeEthBodySchema,
    bodyKind: 'form',
    response: ethExchangeRowSchema,
  },
  withdraw: {
    method: 'POST',
    path: '/member/stakMoneyLog/stakWithdrawal',
    summary: 'Move USDT from the staking account to the fund account (form-encoded or JSON)',
    body: stakWithdrawalBodySchema,
    bodyKind: 'form',
    response: transferRowSchema,
  },
});
