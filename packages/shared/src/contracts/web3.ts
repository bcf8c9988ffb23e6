import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../envelope.js';
import { amountInputSchema, decimalStringSchema, USDT_DECIMALS } from './assets.js';

/**
 * WEB3.0 (ARCHITECTURE §8 "Staking"): plans, stakes and their daily rewards, the mining reward
 * balance in ETH and the mining pool's public figures. Rates are fractions ("0.0002" is 0.02 % a
 * day); USDT and ETH amounts are decimal text.
 */
export const STAKING_REWARD_COIN = 'ETH';
/** The pair whose index price turns each day's USDT reward into ETH, and ETH back into USDT. */
export const STAKING_REWARD_PAIR = 'ethusdt';
/** ETH amounts (rewards, exchanges) carry at most this many decimals, truncated. */
export const ETH_DECIMALS = 8;
/** Recent rewards in the pool's feed, and days in its production chart. */
export const POOL_RECENT_REWARDS = 20;
export const POOL_CHART_DAYS = 14;

export const STAKE_STATUSES = ['active', 'ended'] as const;
export type StakeStatusName = (typeof STAKE_STATUSES)[number];

/** GET /member/stakConfig/listH5 */
export const stakingPlanSchema = z.object({
  id: z.number().int(),
  days: z.number().int(),
  minAmount: decimalStringSchema.describe('USDT'),
  maxAmount: decimalStringSchema.describe('USDT'),
  dailyRate: decimalStringSchema.describe('A fraction a day: 0.0002 is 0.02 %'),
});
export type StakingPlanRow = z.infer<typeof stakingPlanSchema>;
export const stakingPlanPageSchema = pageSchema(stakingPlanSchema);

/** The pool figures over real rows (employee accounts left out): all plans, or one. */
export const poolFiguresSchema = z.object({
  totalProduction: decimalStringSchema.describe('ETH: every reward paid'),
  totalStaked: decimalStringSchema.describe('USDT in active stakes'),
  activeNodes: z.number().int().describe('Active stakes'),
  participants: z.number().int().describe('Distinct members who have staked'),
});
export type PoolFigures = z.infer<typeof poolFiguresSchema>;

/** GET /member/stakConfig/{id} (ours): one plan and its own pool. */
export const stakingPlanDetailSchema = z.object({ plan: stakingPlanSchema, pool: poolFiguresSchema });
export type StakingPlanDetail = z.infer<typeof stakingPlanDetailSchema>;

/** POST /member/stakRecord/add */
export const stakeBodySchema = z.object({
  configId: z.coerce.number().int().positive().max(2_147_483_647).describe('The staking plan'),
  amount: amountInputSchema(USDT_DECIMALS).describe('USDT from the staking account'),
});
export type StakeBody = z.infer<typeof stakeBodySchema>;

export const stakeRowSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  configId: z.number().int(),
  amount: decimalStringSchema,
  days: z.number().int(),
  dailyRate: decimalStringSchema,
  startTime: z.string().describe('ISO 8601'),
  endTime: z.string().describe('ISO 8601'),
  totalProfit: decimalStringSchema.describe('ETH rewarded so far'),
  totalProfitUsdt: decimalStringSchema.describe('The same rewards in USDT, at each day’s index price'),
  daysPaid: z.number().int(),
  status: z.enum(STAKE_STATUSES),
});
export type StakeRow = z.infer<typeof stakeRowSchema>;
export const stakePageSchema = pageSchema(stakeRowSchema);

/** GET /member/stakRecord/listH5?status= */
export const stakeListQuerySchema = pageQuerySchema.extend({ status: z.enum(STAKE_STATUSES).optional() });
export type StakeListQuery = z.infer<typeof stakeListQuerySchema>;

/** GET /member/stakMoneyLog/listH5/{id}: one day's reward of a stake. */
export const stakeRewardRowSchema = z.object({
  id: z.number().int(),
  day: z.number().int(),
  amount: decimalStringSchema.describe('ETH'),
  usdtAmount: decimalStringSchema,
  price: decimalStringSchema.describe('The ETH/USDT index price used'),
  priceSecond: z.number().int().describe('The index second of that price (GET /api/market/index)'),
  time: z.string(),
});
export type StakeRewardRow = z.infer<typeof stakeRewardRowSchema>;
export const stakeRewardPageSchema = pageSchema(stakeRewardRowSchema);

/** GET /member/stakMb/getStakInfo */
export const stakingSummarySchema = z.object({
  staked: decimalStringSchema.describe('USDT in active stakes'),
  activeStakes: z.number().int(),
  rewards: decimalStringSchema.describe('ETH in the mining reward balance'),
  rewardsUsdt: decimalStringSchema.describe('Its value in USDT at the live index price'),
  totalRewards: decimalStringSchema.describe('ETH rewarded ever'),
  todayRewards: decimalStringSchema.describe('ETH rewarded today (UTC)'),
  ethPrice: decimalStringSchema.nullable(),
});
export type StakingSummary = z.infer<typeof stakingSummarySchema>;

export const poolRewardSchema = z.object({
  address: z.string().describe('Masked: 0x12ab****cd34'),
  amount: decimalStringSchema.describe('ETH'),
  time: z.string(),
});
export type PoolReward = z.infer<typeof poolRewardSchema>;

/** GET /member/transferRecord/getMiningPools */
export const miningPoolSchema = poolFiguresSchema.extend({
  userIncome: decimalStringSchema.describe("ETH: the member's own rewards"),
  recent: z.array(poolRewardSchema),
  daily: z.array(z.object({ day: z.string().describe('YYYY-MM-DD (UTC)'), amount: decimalStringSchema })).describe(`ETH produced per day, the last ${POOL_CHART_DAYS} days`),
});
export type MiningPool = z.infer<typeof miningPoolSchema>;

/** POST /member/stakMoneyLog/exchangeEth (form-encoded): ETH rewards to the staking account in USDT. */
export const exchangeEthBodySchema = z.object({ amount: amountInputSchema(ETH_DECIMALS).describe('ETH from the mining reward balance') });
export type ExchangeEthBody = z.infer<typeof exchangeEthBodySchema>;

export const ethExchangeRowSchema = z.object({
  id: z.number().int(),
  amount: decimalStringSchema.describe('ETH'),
  price: decimalStringSchema,
  priceSecond: z.number().int(),
  usdtAmount: decimalStringSchema,
  time: z.string(),
});
export type EthExchangeRow = z.infer<typeof ethExchangeRowSchema>;

/** POST /member/stakMoneyLog/stakWithdrawal (form-encoded): USDT from the staking account to the fund account. */
export const stakWithdrawalBodySchema = z.object({ amount: amountInputSchema(USDT_DECIMALS) });
export type StakWithdrawalBody = z.infer<typeof stakWithdrawalBodySchema>;
