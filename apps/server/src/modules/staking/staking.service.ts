import Decimal from '@halyard/shared/decimal';
import type { Kysely, Transaction } from 'kysely';
import {
  ETH_DECIMALS,
  STAKING_REWARD_COIN,
  STAKING_REWARD_PAIR,
  USDT,
  type EthExchangeRow,
  type ExchangeEthBody,
  type StakeBody,
  type StakeListQuery,
  type StakeRewardRow,
  type StakeRow,
  type StakingPlanRow,
  type StakWithdrawalBody,
  type TransferRow,
} from '@halyard/shared';
import type { Page, Paged } from '../../db/paging.js';
import type { Database, Stake, User } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { assertMayMoveMoney, assertRealAccount, type TransferService } from '../assets/transfer.service.js';
import { scheduleJob, type DueJob } from '../jobs/jobs.service.js';
import type { IndexHistory } from '../market/index-history.service.js';
import { decimalText, type MoneyService } from '../money/money.service.js';
import * as repository from './staking.repository.js';
import { toPlanRow, toStakeRow } from './staking.repository.js';

/** Timed work of staking: one job per stake and day, each scheduling the next. */
export const STAKING_ACCRUAL_JOB = 'staking.accrue';
/** USDT credited from an exchange is truncated to this many places. */
const USDT_CREDIT_DECIMALS = 6;

export interface StakingDependencies {
  db: Kysely<Database>;
  clock: Clock;
  money: MoneyService;
  indexHistory: IndexHistory;
  transfers: TransferService;
  /** The length of a staking day (STAKING_DAY_SECONDS; shorter only for demonstrations and tests). */
  dayMs: number;
}

/** When day `day` of a stake is due: its start plus that many of its own days. */
export function dueOfDay(stake: Pick<Stake, 'start_at' | 'end_at' | 'days'>, day: number): Date {
  const dayMs = (stake.end_at.getTime() - stake.start_at.getTime()) / stake.days;
  return new Date(stake.start_at.getTime() + Math.round(dayMs * day));
}

function scheduleDay(trx: Transaction<Database>, stake: Stake, day: number): Promise<void> {
  return scheduleJob(trx, { kind: STAKING_ACCRUAL_JOB, key: `${stake.id}:${day}`, dueAt: dueOfDay(stake, day), payload: { stakeId: stake.id, day } });
}

/** The first start's plans (ARCHITECTURE §8 defaults), unless plans exist already. */
export async function seedStakingPlans(db: Kysely<Database>, plans: ReadonlyArray<{ days: number; minAmount: string; maxAmount: string; dailyRate: string }>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await repository.lockPlans(trx);
    if ((await repository.countPlans(trx)) > 0) return;
    await repository.insertPlans(
      trx,
      plans.map((plan, sort) => ({ days: plan.days, min_amount: plan.minAmount, max_amount: plan.maxAmount, daily_rate: plan.dailyRate, sort })),
    );
  });
}

export interface StakingService {
  /** The plans on offer. */
  plans(): Promise<{ rows: StakingPlanRow[]; total: number }>;
  /** Stakes USDT of the staking account on a plan: the principal is frozen there until the last day. */
  stake(user: User, body: StakeBody): Promise<StakeRow>;
  /** The member's stakes, newest first. */
  list(userId: number, query: StakeListQuery): Promise<Paged<StakeRow>>;
  /** The daily rewards of one of the member's stakes, newest first. */
  rewards(userId: number, stakeId: number, page: Page): Promise<{ rows: StakeRewardRow[]; total: number }>;
  /**
   * One day's reward of one stake (the job's work, in its transaction, exactly once): the day's
   * USDT reward in ETH at the index price of the day's own second, into the mining reward
   * balance; on the last day the principal returns to the staking account.
   */
  accrue(trx: Transaction<Database>, job: DueJob): Promise<void>;
  /** ETH rewards to USDT in the staking account, at the live index price (the rewards pool buys them back). */
  exchangeEth(user: User, body: ExchangeEthBody): Promise<EthExchangeRow>;
  /** USDT from the staking account to the fund account: a transfer, listed with the others. */
  withdraw(user: User, body: StakWithdrawalBody, idempotencyKey?: string): Promise<TransferRow>;
}

export function createStakingService(deps: StakingDependencies): StakingService {
  const { db, clock, money, indexHistory, transfers, dayMs } = deps;

  /** The live ETH index price, for what a member does now. */
  async function ethNow() {
    const index = await indexHistory.current(STAKING_REWARD_PAIR);
    if (!index) throw AppError.notFound('marketUnavailable');
    return index;
  }

  /** The price of a due second: that second's, or (a live feed recorded none) the newest final one. */
  async function ethAt(trx: Transaction<Database>, second: number): Promise<{ price: string; second: number }> {
    const price = await indexHistory.priceAt(STAKING_REWARD_PAIR, second, trx);
    if (price !== undefined) return { price, second };
    const latest = indexHistory.lastSecond();
    const fallback = await indexHistory.priceAt(STAKING_REWARD_PAIR, latest, trx);
    if (fallback === undefined) throw new Error(`no ${STAKING_REWARD_PAIR} index price for second ${second}`);
    return { price: fallback, second: latest };
  }

  async function ownStake(userId: number, id: number): Promise<Stake> {
    const stake = await repository.findStake(db, userId, id);
    if (!stake) throw AppError.notFound();
    return stake;
  }

  return {
    async plans(): Promise<{ rows: StakingPlanRow[]; total: number }> {
      const rows = (await repository.listPlans(db)).map(toPlanRow);
      return { rows, total: rows.length };
    },

    async stake(user: User, body: StakeBody): Promise<StakeRow> {
      assertRealAccount(user);
      assertMayMoveMoney(user);
      const plan = await repository.findPlan(db, body.configId);
      if (!plan) throw AppError.businessRule('stakePlanUnknown');
      const amount = new Decimal(body.amount);
      if (amount.lt(plan.min_amount)) throw AppError.businessRule('stakeBelowMinimum', { min: decimalText(plan.min_amount) });
      if (amount.gt(plan.max_amount)) throw AppError.businessRule('stakeAboveMaximum', { max: decimalText(plan.max_amount) });
      const start = clock.now();
      const stake = await money.transaction(async (trx) => {
        const created = await repository.insertActiveStake(trx, {
          userId: user.id,
          planId: plan.id,
          amount: amount.toFixed(),
          days: plan.days,
          dailyRate: plan.daily_rate,
          startAt: start,
          endAt: new Date(start.getTime() + plan.days * dayMs),
        });
        await money.post(trx, {
          type: 'stake',
          ref: { type: 'stake', id: created.id },
          sides: [{ member: user.id, account: 'staking', coin: USDT, available: amount.negated(), frozen: amount }],
        });
        await scheduleDay(trx, created, 1);
        return created;
      }, [{ member: user.id, account: 'staking', coin: USDT }]);
      return toStakeRow(stake);
    },

    async list(userId: number, query: StakeListQuery) {
      const { rows, total } = await repository.listStakes(db, userId, query);
      return { rows: rows.map(toStakeRow), total };
    },

    async rewards(userId: number, stakeId: number, page: Page): Promise<{ rows: StakeRewardRow[]; total: number }> {
      await ownStake(userId, stakeId);
      const { rows, total } = await repository.listRewards(db, stakeId, page);
      return {
        rows: rows.map((row) => ({
          id: row.id,
          day: row.day,
          amount: decimalText(row.eth_amount),
          usdtAmount: decimalText(row.usdt_amount),
          price: decimalText(row.eth_price),
          priceSecond: Number(row.price_second),
          time: row.accrued_at.toISOString(),
        })),
        total,
      };
    },

    async accrue(trx: Transaction<Database>, job: DueJob): Promise<void> {
      const { stakeId, day } = job.payload as { stakeId: number; day: number };
      const stake = await repository.lockStake(trx, stakeId);
      // Guarded by state: a day already paid, or a stake already ended, is nothing to do.
      if (stake?.status !== 'active' || stake.days_paid >= day) return;
      if (day !== stake.days_paid + 1) throw new Error(`stake ${stakeId} is owed day ${stake.days_paid + 1}, not ${day}`);
      const index = await ethAt(trx, Math.floor(job.dueAt.getTime() / 1000));
      const usdt = new Decimal(stake.amount).times(stake.daily_rate);
      const eth = usdt.div(index.price).toDecimalPlaces(ETH_DECIMALS, Decimal.ROUND_DOWN);
      await repository.insertReward(trx, { stakeId, userId: stake.user_id, day, usdt: usdt.toFixed(), price: index.price, second: index.second, eth: eth.toFixed(), accruedAt: job.dueAt });
      if (eth.gt(0)) {
        await money.post(trx, {
          type: 'stake_reward',
          ref: { type: 'stake', id: stakeId },
          sides: [
            { member: stake.user_id, account: 'mining', coin: STAKING_REWARD_COIN, available: eth },
            { platform: 'staking_rewards', coin: STAKING_REWARD_COIN, amount: eth.negated() },
          ],
        });
      }
      const last = day === stake.days;
      if (last) {
        const principal = new Decimal(stake.amount);
        await money.post(trx, {
          type: 'stake_return',
          ref: { type: 'stake', id: stakeId },
          sides: [{ member: stake.user_id, account: 'staking', coin: USDT, available: principal, frozen: principal.negated() }],
        });
      }
      const updated = await repository.recordDayPaid(trx, stakeId, {
        day,
        rewardEth: new Decimal(stake.reward_eth).plus(eth).toFixed(),
        rewardUsdt: new Decimal(stake.reward_usdt).plus(usdt).toFixed(),
        endedAt: last ? job.dueAt : null,
      });
      if (!last) await scheduleDay(trx, updated, day + 1);
    },

    async exchangeEth(user: User, body: ExchangeEthBody): Promise<EthExchangeRow> {
      assertRealAccount(user);
      assertMayMoveMoney(user);
      const index = await ethNow();
      const eth = new Decimal(body.amount);
      const usdt = eth.times(index.price).toDecimalPlaces(USDT_CREDIT_DECIMALS, Decimal.ROUND_DOWN);
      if (usdt.lte(0)) throw AppError.businessRule('exchangeTooSmall');
      const row = await money.transaction(async (trx) => {
        const record = await repository.insertExchange(trx, { userId: user.id, eth: eth.toFixed(), price: index.price, second: index.second, usdt: usdt.toFixed(), at: clock.now() });
        await money.post(trx, {
          type: 'eth_exchange',
          ref: { type: 'eth_exchange', id: record.id },
          sides: [
            { member: user.id, account: 'mining', coin: STAKING_REWARD_COIN, available: eth.negated() },
            { platform: 'staking_rewards', coin: STAKING_REWARD_COIN, amount: eth },
            { member: user.id, account: 'staking', coin: USDT, available: usdt },
            { platform: 'staking_rewards', coin: USDT, amount: usdt.negated() },
          ],
        });
        return record;
      });
      return { id: row.id, amount: decimalText(row.eth_amount), price: decimalText(row.eth_price), priceSecond: Number(row.price_second), usdtAmount: decimalText(row.usdt_amount), time: row.created_at.toISOString() };
    },

    withdraw(user: User, body: StakWithdrawalBody, idempotencyKey?: string): Promise<TransferRow> {
      assertRealAccount(user);
      return transfers.transfer(user, { coin: USDT, amount: body.amount, from: 'staking', to: 'fund' }, idempotencyKey);
    },
  };
}
