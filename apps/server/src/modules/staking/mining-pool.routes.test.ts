import enUS from '@halyard/shared/messages/en_US.json' with { type: 'json' };
import type { MiningPool, StakingPlanDetail, StakingPlanRow } from '@halyard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../testing/build-test-app.js';
import { fundDirectly, signInMember, unbalancedAccounts, type TestMember } from '../../testing/members.js';
import { ScriptedFeed } from '../../testing/scripted-feed.js';
import { testDatabaseKinds } from '../../testing/test-database.js';
import { createTestWallet } from '../../testing/test-wallet.js';
import { settleJobs } from '../../testing/timed-work.js';

type Page<T> = { rows: T[]; total: number };
const DAY_MS = 86_400_000;

describe.each(testDatabaseKinds())('the mining pool on %s', (database) => {
  const clock = createManualClock(new Date('2026-11-23T10:00:00Z'));
  const feed = new ScriptedFeed(clock, '2000');
  let t: TestApp;
  let plans: StakingPlanRow[];

  beforeAll(async () => {
    t = await buildTestApp({ database, clock, marketFeed: feed });
    plans = (await t.call<Page<StakingPlanRow>>({ method: 'GET', url: '/api/member/stakConfig/listH5' })).body.data.rows;
  });
  afterAll(async () => {
    expect(await unbalancedAccounts(t)).toEqual([]);
    await t.close();
  });

  async function stakeAs(member: TestMember, days: number, amount: string): Promise<void> {
    const plan = plans.find((row) => row.days === days);
    await fundDirectly(t, member, amount, 'staking');
    const answer = await t.call({ method: 'POST', url: '/api/member/stakRecord/add', headers: member.headers, payload: { configId: plan?.id, amount } });
    expect(answer.status).toBe(200);
  }

  it('counts real stakes and rewards only, leaves employee accounts out, and masks every address', async () => {
    const empty = await signInMember(t);
    const before = (await t.call<MiningPool>({ method: 'GET', url: '/api/member/transferRecord/getMiningPools', headers: empty.headers })).body.data;
    expect(before).toMatchObject({ totalProduction: '0', totalStaked: '0', activeNodes: 0, participants: 0, userIncome: '0', recent: [] });
    expect(before.daily).toHaveLength(14);
    expect(before.daily.at(-1)).toEqual({ day: '2026-11-23', amount: '0' });

    const aliceWallet = createTestWallet();
    const alice = await signInMember(t, { wallet: aliceWallet });
    const bob = await signInMember(t);
    const employee = await signInMember(t);
    await t.database.db.updateTable('users').set({ kind: 'employee' }).where('id', '=', employee.userId).execute();
    await stakeAs(alice, 7, '1000');
    await stakeAs(alice, 30, '1000');
    await stakeAs(bob, 7, '5000');
    await stakeAs(employee, 7, '50000');

    clock.advance(DAY_MS);
    await settleJobs(t, clock);
    const reader = await signInMember(t);
    const pool = (await t.call<MiningPool>({ method: 'GET', url: '/api/member/transferRecord/getMiningPools', headers: reader.headers })).body.data;
    // Day 1 at 2000: alice 0.2 + 0.3 USDT, bob 1 USDT = 0.00075 ETH; the employee's 10 USDT is not counted.
    expect(pool).toMatchObject({ totalProduction: '0.00075', totalStaked: '7000', activeNodes: 3, participants: 2, userIncome: '0' });
    expect(pool.daily.at(-1)).toEqual({ day: '2026-11-24', amount: '0.00075' });
    expect(pool.recent).toHaveLength(3);
    expect(pool.recent.map((row) => row.amount).sort()).toEqual(['0.0001', '0.00015', '0.0005']);
    for (const row of pool.recent) {
      expect(row.address).toMatch(/^0x[0-9a-f]{4}\*{4}[0-9a-f]{4}$/);
      expect(row.time).toBe(clock.now().toISOString());
    }
    const masked = (address: string) => `${address.slice(0, 6).toLowerCase()}****${address.slice(-4).toLowerCase()}`;
    expect(pool.recent.map((row) => row.address)).not.toContain(masked(employee.address));

    const aliceAgain = await signInMember(t, { wallet: aliceWallet, acceptAgreement: false });
    expect((await t.call<MiningPool>({ method: 'GET', url: '/api/member/transferRecord/getMiningPools', headers: aliceAgain.headers })).body.data.userIncome).toBe('0.00025');
  });

  it('gives each plan its own pool, and an unknown plan is no such plan', async () => {
    const member = await signInMember(t);
    const sevenDays = plans.find((row) => row.days === 7);
    const detail = await t.call<StakingPlanDetail>({ method: 'GET', url: `/api/member/stakConfig/${sevenDays?.id}`, headers: member.headers });
    expect(detail.body.data.plan).toEqual(sevenDays);
    // Alice's 1000 and bob's 5000 (the employee's 50000 left out); day 1 paid 0.0001 + 0.0005 ETH.
    expect(detail.body.data.pool).toEqual({ totalProduction: '0.0006', totalStaked: '6000', activeNodes: 2, participants: 2 });
    const unknown = await t.call({ method: 'GET', url: '/api/member/stakConfig/424242', headers: member.headers });
    expect([unknown.status, unknown.body.msg]).toEqual([404, enUS.stakePlanUnknown]);
    const unsigned = await t.call({ method: 'GET', url: '/api/member/transferRecord/getMiningPools' });
    expect(unsigned.status).toBe(401);
  });
});
