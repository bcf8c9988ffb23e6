import type { AuditRow, BoxOpeningRow, BoxTier, BoxTierConsoleRow, StakeRow, StakingPlanConsoleRow, StakingPlanRow } from '@halyard/shared';
import enUS from '@halyard/shared/messages/en_US.json' with { type: 'json' };
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { fundDirectly, signInMember, unbalancedAccounts, type TestMember } from '../../testing/members.js';
import { testDatabaseKinds } from '../../testing/test-database.js';
import { createTestWallet } from '../../testing/test-wallet.js';

/** Staking plans and blind box tiers as admins set them: for new stakes and openings only. */
describe.each(testDatabaseKinds())('staking plans and box tiers in the console on %s', (database) => {
  const adminWallet = createTestWallet();
  let t: TestApp;
  let admin: TestMember;
  let member: TestMember;

  const call = <T>(who: TestMember | null, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.call<T>({ method, url, headers: { ...(who?.headers ?? {}), 'accept-language': 'en-US' }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await buildTestApp({ database, env: { ADMIN_ADDRESSES: adminWallet.address } });
    admin = await signInMember(t, { wallet: adminWallet });
    member = await signInMember(t);
    await fundDirectly(t, member, '100000', 'staking');
    await fundDirectly(t, member, '100000');
  });
  afterAll(async () => {
    expect(await unbalancedAccounts(t)).toEqual([]);
    await t.close();
  });

  it('adds a plan, changes one for new stakes only, and stops offering one', async () => {
    const offered = async () => (await call<{ rows: StakingPlanRow[] }>(null, 'GET', '/api/member/stakConfig/listH5')).body.data.rows;
    const [first] = await offered();
    if (!first) throw new Error('no seeded plan');
    const staked = await call<StakeRow>(member, 'POST', '/api/member/stakRecord/add', { configId: first.id, amount: first.minAmount });
    expect(staked.status).toBe(200);

    const changed = await call(admin, 'PUT', `/api/admin/stakingPlans/${first.id}`, { days: first.days, minAmount: first.minAmount, maxAmount: first.maxAmount, dailyRate: '0.0009', active: true });
    expect(changed.status).toBe(200);
    const again = await call<StakeRow>(member, 'POST', '/api/member/stakRecord/add', { configId: first.id, amount: first.minAmount });
    const stakes = (await call<{ rows: StakeRow[] }>(member, 'GET', '/api/member/stakRecord/listH5')).body.data.rows;
    expect(stakes.find((row) => row.id === staked.body.data.id)?.dailyRate).toBe(first.dailyRate);
    expect(stakes.find((row) => row.id === again.body.data.id)?.dailyRate).toBe('0.0009');

    const added = await call<{ id: number }>(admin, 'POST', '/api/admin/stakingPlans', { days: 14, minAmount: '50', maxAmount: '5000', dailyRate: '0.00025', active: true, sort: 9 });
    expect(added.status).toBe(200);
    expect((await offered()).map((plan) => plan.days)).toContain(14);
    expect((await call(admin, 'PUT', `/api/admin/stakingPlans/${added.body.data.id}`, { days: 14, minAmount: '50', maxAmount: '5000', dailyRate: '0.00025', active: false })).status).toBe(200);
    expect((await offered()).map((plan) => plan.days)).not.toContain(14);
    const closed = await call(member, 'POST', '/api/member/stakRecord/add', { configId: added.body.data.id, amount: '100' });
    expect(closed.status).toBe(422);
    expect(closed.body.msg).toBe(enUS.stakePlanUnknown);

    const console = (await call<{ rows: StakingPlanConsoleRow[] }>(admin, 'GET', '/api/admin/stakingPlans')).body.data.rows;
    expect(console.find((row) => row.id === first.id)).toMatchObject({ dailyRate: '0.0009', activeStakes: 2, active: true });
    expect(console.find((row) => row.id === added.body.data.id)).toMatchObject({ active: false, activeStakes: 0 });

    const refused = await call(admin, 'PUT', `/api/admin/stakingPlans/${first.id}`, { days: 7, minAmount: '500', maxAmount: '100', dailyRate: '0.0002', active: true });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('Maximum amount is invalid');
    expect((await call(admin, 'PUT', '/api/admin/stakingPlans/999999', { days: 7, minAmount: '1', maxAmount: '2', dailyRate: '0.0002', active: true })).status).toBe(404);
    const audit = (await call<{ rows: AuditRow[] }>(admin, 'GET', '/api/admin/audit?action=stakingPlan.&pageSize=50')).body.data.rows;
    expect(audit.find((row) => row.targetId === String(first.id))?.detail).toMatchObject({ before: { dailyRate: first.dailyRate }, after: { dailyRate: '0.0009' } });
  });

  it('sets a prize table that sums to exactly 1, shows its expected return, and keeps each opening on its own table', async () => {
    const open = () =>
      t.call<BoxOpeningRow>({ method: 'POST', url: '/api/member/boxRecord/openBox', payload: 'level=1&clientSeed=console-test', headers: { ...member.headers, 'content-type': 'application/x-www-form-urlencoded' } });
    const before = await open();
    expect(before.status).toBe(200);

    const offByOne = await call(admin, 'PUT', '/api/admin/boxTiers/1', { price: '10', gift: '0', active: true, prizes: [{ amount: '5', probability: '0.5' }, { amount: '20', probability: '0.4999' }] });
    expect(offByOne.status).toBe(400);
    expect(offByOne.body.msg).toBe('The probabilities must add up to exactly 1');

    const table = [{ amount: '2', probability: '0.6' }, { amount: '12', probability: '0.3' }, { amount: '40', probability: '0.1' }];
    const saved = await call<BoxTierConsoleRow>(admin, 'PUT', '/api/admin/boxTiers/1', { price: '10', gift: '0.5', active: true, prizes: table });
    expect(saved.status).toBe(200);
    // 0.5 + 2×0.6 + 12×0.3 + 40×0.1 = 9.3 of a 10 USDT box.
    expect(saved.body.data).toMatchObject({ level: 1, expectedReturn: '9.3', expectedReturnRate: '0.93', prizes: table });
    const published = (await call<{ rows: BoxTier[] }>(null, 'GET', '/api/member/boxConfig/listH5')).body.data.rows.find((tier) => tier.level === 1);
    expect(published).toMatchObject({ price: '10', gift: '0.5', expectedReturn: '9.3' });

    const after = await open();
    expect(after.status).toBe(200);
    const history = (await call<{ rows: BoxOpeningRow[] }>(member, 'GET', '/api/member/boxRecord/listH5')).body.data.rows;
    expect(history.find((row) => row.id === after.body.data.id)?.prizes).toEqual(table);
    expect(history.find((row) => row.id === before.body.data.id)?.prizes).not.toEqual(table);

    expect((await call(admin, 'PUT', '/api/admin/boxTiers/1', { price: '10', gift: '0.5', active: false, prizes: table })).status).toBe(200);
    const offSale = await open();
    expect(offSale.status).toBe(422);
    expect(offSale.body.msg).toBe(enUS.boxLevelUnknown.replace('{level}', '1'));
    const reviewer = await signInMember(t);
    await call(admin, 'PUT', '/api/admin/operators', { address: reviewer.address, role: 'reviewer' });
    expect((await call(reviewer, 'GET', '/api/admin/boxTiers')).status).toBe(403);
    expect((await call(reviewer, 'GET', '/api/admin/stakingPlans')).status).toBe(403);
  });
});
