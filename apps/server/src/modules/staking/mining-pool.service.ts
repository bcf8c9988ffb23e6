import Decimal from '@halyard/shared/decimal';
import type { Kysely } from 'kysely';
import {
  POOL_CHART_DAYS,
  POOL_RECENT_REWARDS,
  STAKING_REWARD_COIN,
  STAKING_REWARD_PAIR,
  type MiningPool,
  type PoolFigures,
  type StakingPlanDetail,
  type StakingSummary,
} from '@halyard/shared';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { IndexHistory } from '../market/index-history.service.js';
import { decimalText, type MoneyService } from '../money/money.service.js';
import * as repository from './staking.repository.js';
import { toPlanRow } from './staking.repository.js';

const DAY_MS = 86_400_000;
/** The reward balance's USDT value is truncated to this many places. */
const USDT_VALUE_DECIMALS = 6;

/** 0x12ab****cd34: enough to recognise one's own, never a whole address. */
export function maskAddress(address: string): string {
  return `${address.slice(0, 6)}****${address.slice(-4)}`;
}

function startOfUtcDay(at: Date): Date {
  const day = new Date(at);
  day.setUTCHours(0, 0, 0, 0);
  return day;
}

async function figures(db: Kysely<Database>, planId?: number): Promise<PoolFigures> {
  const row = await repository.poolFigures(db, planId);
  return { totalProduction: decimalText(row.production), totalStaked: decimalText(row.staked), activeNodes: row.active, participants: row.participants };
}

export interface MiningPoolService {
  /** The mining pool's figures from real records, with the member's own. */
  pool(userId: number): Promise<MiningPool>;
  /** One plan and its own pool (the mining pool detail page). */
  plan(id: number): Promise<StakingPlanDetail>;
  /** The member's staking figures: staked, rewards taken and the ETH rewards waiting, valued in USDT. */
  summary(userId: number): Promise<StakingSummary>;
}

/** What the WEB3.0 page shows (ARCHITECTURE §8): every figure a query over real rows, employee accounts left out. */
export function createMiningPoolService({ db, clock, money, indexHistory }: { db: Kysely<Database>; clock: Clock; money: MoneyService; indexHistory: IndexHistory }): MiningPoolService {
  return {
    async pool(userId: number): Promise<MiningPool> {
      const now = clock.now();
      const today = startOfUtcDay(now);
      const from = new Date(today.getTime() - (POOL_CHART_DAYS - 1) * DAY_MS);
      const pool = await figures(db);
      const own = await repository.memberRewards(db, userId, today);
      const recent = await repository.recentRewards(db, POOL_RECENT_REWARDS);
      const produced = new Map((await repository.dailyProduction(db, from)).map((row) => [row.day, decimalText(row.amount)]));
      const daily = Array.from({ length: POOL_CHART_DAYS }, (_, index) => {
        const day = new Date(from.getTime() + index * DAY_MS).toISOString().slice(0, 10);
        return { day, amount: produced.get(day) ?? '0' };
      });
      return {
        ...pool,
        userIncome: decimalText(own.total),
        recent: recent.map((row) => ({ address: maskAddress(row.address), amount: decimalText(row.eth_amount), time: row.accrued_at.toISOString() })),
        daily,
      };
    },

    async plan(id: number): Promise<StakingPlanDetail> {
      const plan = await repository.findPlan(db, id);
      if (!plan) throw AppError.notFound('stakePlanUnknown');
      return { plan: toPlanRow(plan), pool: await figures(db, id) };
    },

    async summary(userId: number): Promise<StakingSummary> {
      const staked = await repository.memberStaked(db, userId);
      const rewardsTaken = await repository.memberRewards(db, userId, startOfUtcDay(clock.now()));
      const balances = await money.balances(userId);
      const rewards = balances.accounts.find((row) => row.account === 'mining' && row.coin === STAKING_REWARD_COIN)?.available ?? '0';
      const index = await indexHistory.current(STAKING_REWARD_PAIR);
      return {
        staked: decimalText(staked.staked),
        activeStakes: staked.count,
        rewards,
        rewardsUsdt: index ? new Decimal(rewards).times(index.price).toDecimalPlaces(USDT_VALUE_DECIMALS, Decimal.ROUND_DOWN).toFixed() : '0',
        totalRewards: decimalText(rewardsTaken.total),
        todayRewards: decimalText(rewardsTaken.recent),
        ethPrice: index?.price ?? null,
      };
    },
  };
}
