import Decimal from '@halyard/shared/decimal';
import type { StakeRow, StakingPlanRow } from '@halyard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleJob } from '../jobs/jobs.service.js';
import { buildTestApp, createManualClock, type TestApp } from '../../testing/build-test-app.js';
import { fundDirectly, signInMember, unbalancedAccounts, type TestMember } from '../../testing/members.js';
import { ScriptedFeed } from '../../testing/scripted-feed.js';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-database.js';
import { settleJobs } from '../../testing/timed-work.js';
import { STAKING_ACCRUAL_JOB } from './staking.service.js';

type Page<T> = { rows: T[]; total: number };
const DAY_MS = 86_400_000;

/** The ETH price each day's due second has (and, around it, prices no accrual may use). */
const DAY_PRICES = ['2000', '2100', '1950', '2200', '2500', '1800', '2050'];

async function sevenDayPlan(t: TestApp): Promise<StakingPlanRow> {
  const plans = (await t.call<Page<StakingPlanRow>>({ method: 'GET', url: '/api/member/stakConfig/listH5' })).body.data.rows;
  const plan = plans.find((row) => row.days === 7);
  if (!plan) throw new Error('no 7-day plan');
  return plan;
}

/** The member's accounts as [account, coin, available, frozen], read from the database (sessions do not last the days). */
async function balancesInDatabase(database: TestDatabase, userId: number) {
  const accounts = await database.db.selectFrom('accounts').select(['account', 'coin', 'available', 'frozen']).where('user_id', '=', userId).orderBy('account').execute();
  return accounts.map((row) => [row.account, row.coin, new Decimal(row.available).toFixed(), new Decimal(row.frozen).toFixed()]);
}

/** What day `day` of 1000 USDT at 0.02 % pays in ETH at that day's price, truncated to 8 places. */
function expectedReward(day: number): string {
  return new Decimal('0.2').div(DAY_PRICES[day - 1] ?? '0').toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed();
}

describe.each(testDatabaseKinds())('daily staking rewards on %s', (kind) => {
  const start = new Date('2026-11-23T10:00:00Z');
  const clock = createManualClock(start);
  const feed = new ScriptedFeed(clock, '100');
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    // Each day's due second has its own price; the seconds around it, prices no accrual may use.
    const startSecond = start.getTime() / 1000;
    DAY_PRICES.forEach((price, index) => {
      const due = startSecond + (index + 1) * 86_400;
      feed.setPrice('ethusdt', '9999', due - 1);
      feed.setPrice('ethusdt', price, due);
      feed.setPrice('ethusdt', '7777', due + 1);
    });
  });
  afterAll(async () => {
    await database.destroy();
  });

  const rewardsOf = (stakeId: number) =>
    database.db.selectFrom('stake_rewards').select(['day', 'eth_amount', 'eth_price', 'price_second']).where('stake_id', '=', stakeId).orderBy('day').execute();

  it('pays each day once at its own second’s price, across a restart, and returns the principal at the end', async () => {
    let t = await buildTestApp({ database, clock, marketFeed: feed });
    const member: TestMember = await signInMember(t);
    await fundDirectly(t, member, '1000', 'staking');
    const staked = await t.call<StakeRow>({ method: 'POST', url: '/api/member/stakRecord/add', headers: member.headers, payload: { configId: (await sevenDayPlan(t)).id, amount: '1000' } });
    const stakeId = staked.body.data.id;

    clock.set(new Date(start.getTime() + 2.5 * DAY_MS));
    await settleJobs(t, clock);
    expect((await rewardsOf(stakeId)).map((row) => row.day)).toEqual([1, 2]);

    // The process stops; three more days fall due while nobody runs the engine.
    await t.close();
    clock.set(new Date(start.getTime() + 5.5 * DAY_MS));
    t = await buildTestApp({ database, clock, marketFeed: feed });
    await settleJobs(t, clock);
    expect((await rewardsOf(stakeId)).map((row) => row.day)).toEqual([1, 2, 3, 4, 5]);

    // Work for a day already paid (a stray or repeated job) finds nothing to do.
    await scheduleJob(database.db, { kind: STAKING_ACCRUAL_JOB, key: 'stray', dueAt: clock.now(), payload: { stakeId, day: 4 } });
    await settleJobs(t, clock);
    expect(await rewardsOf(stakeId)).toHaveLength(5);

    clock.set(new Date(start.getTime() + 8 * DAY_MS));
    await settleJobs(t, clock);
    const rewards = await rewardsOf(stakeId);
    expect(rewards.map((row) => ({ day: row.day, eth: new Decimal(row.eth_amount).toFixed(), price: new Decimal(row.eth_price).toFixed(), second: Number(row.price_second) }))).toEqual(
      DAY_PRICES.map((price, index) => ({ day: index + 1, eth: expectedReward(index + 1), price, second: start.getTime() / 1000 + (index + 1) * 86_400 })),
    );
    const total = DAY_PRICES.reduce((sum, _price, index) => sum.plus(expectedReward(index + 1)), new Decimal(0));
    const stake = await database.db.selectFrom('stakes').selectAll().where('id', '=', stakeId).executeTakeFirstOrThrow();
    expect({ status: stake.status, daysPaid: stake.days_paid, reward: new Decimal(stake.reward_eth).toFixed(), endedAt: stake.ended_at }).toEqual({
      status: 'ended',
      daysPaid: 7,
      reward: total.toFixed(),
      endedAt: new Date(start.getTime() + 7 * DAY_MS),
    });
    expect(await balancesInDatabase(database, member.userId)).toEqual([
      ['mining', 'ETH', total.toFixed(), '0'],
      ['staking', 'USDT', '1000', '0'],
    ]);
    const bills = await database.db.selectFrom('bills').select('type').where('user_id', '=', member.userId).execute();
    expect(bills.map((bill) => bill.type).sort()).toEqual(['deposit', 'stake', 'stake_return', ...Array(7).fill('stake_reward')].sort());
    expect(await unbalancedAccounts(t)).toEqual([]);
    await t.close();
  }, 60_000);
});

describe.each(testDatabaseKinds())('three engines competing for staking work on %s', (kind) => {
  const start = new Date('2026-11-23T10:00:00Z');
  const clock = createManualClock(start);
  const feed = new ScriptedFeed(clock, '2000');
  let database: TestDatabase;
  const apps: TestApp[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    // Three apps on one database, each running its job runner (no advisory lock between them): the worst case.
    for (let index = 0; index < 3; index += 1) apps.push(await buildTestApp({ database, clock, marketFeed: feed }));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.destroy();
  });

  it('pays every stake every day exactly once', async () => {
    const [t] = apps;
    if (!t) throw new Error('no app');
    const plan = await sevenDayPlan(t);
    const members: TestMember[] = [];
    for (let index = 0; index < 4; index += 1) {
      const member = await signInMember(t);
      await fundDirectly(t, member, '5000', 'staking');
      for (const amount of ['1000', '1500', '2000']) {
        const answer = await t.call({ method: 'POST', url: '/api/member/stakRecord/add', headers: member.headers, payload: { configId: plan.id, amount } });
        expect(answer.status).toBe(200);
      }
      members.push(member);
    }
    for (let day = 1; day <= 8; day += 1) {
      clock.set(new Date(start.getTime() + day * DAY_MS));
      await Promise.all(apps.map((app) => app.runtime.jobs.runDue()));
      await Promise.all(apps.map((app) => settleJobs(app, clock)));
    }
    const perStakeDay = await database.db
      .selectFrom('stake_rewards')
      .select(['stake_id', 'day', (eb) => eb.fn.countAll<string>().as('count')])
      .groupBy(['stake_id', 'day'])
      .execute();
    expect(perStakeDay).toHaveLength(12 * 7);
    expect(perStakeDay.every((row) => Number(row.count) === 1)).toBe(true);
    const open = await database.db.selectFrom('stakes').select('id').where('status', '=', 'active').execute();
    expect(open).toEqual([]);
    for (const member of members) {
      // 4500 × 0.0002 = 0.9 USDT a day at 2000: 0.00045 ETH a day, seven days; the principal back.
      expect(await balancesInDatabase(database, member.userId)).toEqual([
        ['mining', 'ETH', '0.00315', '0'],
        ['staking', 'USDT', '5000', '0'],
      ]);
    }
    const failed = await database.db.selectFrom('jobs').select(['key', 'last_error']).where('kind', '=', STAKING_ACCRUAL_JOB).where('status', '<>', 'done').execute();
    expect(failed).toEqual([]);
    expect(await unbalancedAccounts(t)).toEqual([]);
  }, 120_000);
});
