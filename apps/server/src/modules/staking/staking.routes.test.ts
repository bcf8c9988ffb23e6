import deDE from '@halyard/shared/messages/de_DE.json' with { type: 'json' };
import enUS from '@halyard/shared/messages/en_US.json' with { type: 'json' };
import { DEMO_PRIVATE_KEY, type EthExchangeRow, type StakeRow, type StakingPlanRow, type TransferRow } from '@halyard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../testing/build-test-app.js';
import { available, balancesOf, billCount, fundDirectly, signInMember, unbalancedAccounts, type TestMember } from '../../testing/members.js';
import { ScriptedFeed } from '../../testing/scripted-feed.js';
import { testDatabaseKinds } from '../../testing/test-database.js';
import { createTestWallet } from '../../testing/test-wallet.js';
import { formBody, settleJobs } from '../../testing/timed-work.js';

type Page<T> = { rows: T[]; total: number };
const DAY_MS = 86_400_000;

describe.each(testDatabaseKinds())('staking on %s', (database) => {
  const clock = createManualClock(new Date('2026-11-23T10:00:00Z'));
  const feed = new ScriptedFeed(clock, '100');
  let t: TestApp;
  let plans: StakingPlanRow[];

  beforeAll(async () => {
    t = await buildTestApp({ database, clock, marketFeed: feed });
    feed.setPrice('ethusdt', '2000', 0);
    plans = (await t.call<Page<StakingPlanRow>>({ method: 'GET', url: '/api/member/stakConfig/listH5' })).body.data.rows;
  });
  afterAll(async () => {
    expect(await unbalancedAccounts(t)).toEqual([]);
    await t.close();
  });

  const plan = (days: number) => {
    const found = plans.find((row) => row.days === days);
    if (!found) throw new Error(`no ${days}-day plan`);
    return found;
  };
  const stake = (member: TestMember, payload: object, headers: Record<string, string> = {}) =>
    t.call<StakeRow>({ method: 'POST', url: '/api/member/stakRecord/add', headers: { ...member.headers, ...headers }, payload });

  const wallets = new Map<number, ReturnType<typeof createTestWallet>>();
  async function staker(amount = '1000'): Promise<TestMember> {
    const wallet = createTestWallet();
    const member = await signInMember(t, { wallet });
    wallets.set(member.userId, wallet);
    await fundDirectly(t, member, amount, 'staking');
    return member;
  }

  /** Days pass (sessions last 6 hours): the staker's due work runs, and they sign in again. */
  async function daysLater(member: TestMember, days: number, ethPrice?: string): Promise<TestMember> {
    clock.advance(days * DAY_MS);
    if (ethPrice !== undefined) feed.setPrice('ethusdt', ethPrice);
    await settleJobs(t, clock);
    const wallet = wallets.get(member.userId);
    return signInMember(t, { wallet, acceptAgreement: false });
  }

  it('publishes the default plans: 7, 30 and 90 days at 0.02, 0.03 and 0.04 % a day', () => {
    expect(plans.map(({ days, minAmount, maxAmount, dailyRate }) => ({ days, minAmount, maxAmount, dailyRate }))).toEqual([
      { days: 7, minAmount: '100', maxAmount: '50000', dailyRate: '0.0002' },
      { days: 30, minAmount: '500', maxAmount: '100000', dailyRate: '0.0003' },
      { days: 90, minAmount: '1000', maxAmount: '200000', dailyRate: '0.0004' },
    ]);
  });

  it('stakes USDT of the staking account: the principal is frozen there, one bill, and day 1 is scheduled', async () => {
    const member = await staker();
    const answer = await stake(member, { configId: plan(7).id, amount: '400' });
    expect(answer.status).toBe(200);
    const start = clock.now();
    expect(answer.body.data).toMatchObject({
      configId: plan(7).id,
      amount: '400',
      days: 7,
      dailyRate: '0.0002',
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 7 * DAY_MS).toISOString(),
      totalProfit: '0',
      daysPaid: 0,
      status: 'active',
    });
    expect(answer.body.data.orderNo).toMatch(/^ST20261123\d{8}$/);
    const staking = (await balancesOf(t, member)).accounts.find((row) => row.account === 'staking');
    expect(staking).toMatchObject({ available: '600', frozen: '400' });
    const job = await t.database.db.selectFrom('jobs').selectAll().where('kind', '=', 'staking.accrue').where('key', '=', `${answer.body.data.id}:1`).executeTakeFirstOrThrow();
    expect(job.due_at).toEqual(new Date(start.getTime() + DAY_MS));
  });

  it('refuses bad input with a translated 4xx and changes nothing', async () => {
    const member = await staker('1000');
    const bills = await billCount(t, member.userId);
    const cases: Array<[object, number, string, Record<string, string>?]> = [
      [{ configId: plan(7).id }, 400, enUS.stakeAmountRequired],
      [{ configId: plan(7).id, amount: '' }, 400, enUS.stakeAmountRequired],
      [{ configId: plan(7).id, amount: '1e3' }, 400, enUS.stakeAmountInvalid],
      [{ configId: plan(7).id, amount: '100.001' }, 400, enUS.stakeAmountInvalid],
      [{ configId: plan(7).id, amount: 500 }, 400, enUS.stakeAmountInvalid],
      [{ configId: plan(7).id, amount: '99.99' }, 422, enUS.stakeBelowMinimum.replace('{min}', '100')],
      [{ configId: plan(7).id, amount: '99.99' }, 422, deDE.stakeBelowMinimum.replace('{min}', '100'), { 'accept-language': 'de-DE' }],
      [{ configId: plan(7).id, amount: '50000.01' }, 422, enUS.stakeAboveMaximum.replace('{max}', '50,000')],
      [{ configId: 999_999, amount: '100' }, 422, enUS.stakePlanUnknown],
      [{ configId: 'seven', amount: '100' }, 400, enUS.fieldInvalid.replace('{field}', enUS.fields.configId)],
      [{ amount: '100' }, 400, enUS.fieldRequired.replace('{field}', enUS.fields.configId)],
      [{ configId: plan(7).id, amount: '1000.01' }, 422, enUS.insufficientBalance],
    ];
    for (const [payload, status, msg, headers] of cases) {
      const answer = await stake(member, payload, headers);
      expect([answer.status, answer.body.msg], JSON.stringify(payload)).toEqual([status, msg]);
    }
    expect(await billCount(t, member.userId)).toBe(bills);
    expect(await available(t, member, 'staking')).toBe('1000');
    expect((await t.call<Page<StakeRow>>({ method: 'GET', url: '/api/member/stakRecord/listH5', headers: member.headers })).body.data.total).toBe(0);
  });

  it('refuses the demo account every staking action with 403, and asks others for the agreement first', async () => {
    const demo = await signInMember(t, { wallet: createTestWallet(DEMO_PRIVATE_KEY) });
    const refusals = [
      await stake(demo, { configId: plan(7).id, amount: '100' }),
      await t.call({ method: 'POST', url: '/api/member/stakMoneyLog/exchangeEth', headers: { ...demo.headers, ...formBody({ amount: '0.001' }).headers }, payload: formBody({ amount: '0.001' }).payload }),
      await t.call({ method: 'POST', url: '/api/member/stakMoneyLog/stakWithdrawal', headers: demo.headers, payload: { amount: '1' } }),
    ];
    expect(refusals.map((answer) => [answer.status, answer.body.msg])).toEqual(Array(3).fill([403, enUS.mockNotSupported]));
    expect(await available(t, demo, 'staking')).toBe('10000');

    const newcomer = await signInMember(t, { acceptAgreement: false });
    await fundDirectly(t, newcomer, '500', 'staking');
    const asked = await stake(newcomer, { configId: plan(7).id, amount: '100' });
    expect(asked.body).toMatchObject({ code: 100000032 });
    expect(await available(t, newcomer, 'staking')).toBe('500');
  });

  it('lists stakes by status and each stake’s daily rewards; another member’s stake is no such record', async () => {
    let member = await staker('2000');
    const first = (await stake(member, { configId: plan(7).id, amount: '1000' })).body.data;
    const second = (await stake(member, { configId: plan(30).id, amount: '500' })).body.data;
    member = await daysLater(member, 1, '2500');
    const list = async (query: string) => (await t.call<Page<StakeRow>>({ method: 'GET', url: `/api/member/stakRecord/listH5${query}`, headers: member.headers })).body.data;
    expect((await list('')).rows.map((row) => row.id)).toEqual([second.id, first.id]);
    expect((await list('?status=active')).total).toBe(2);
    expect((await list('?status=ended')).total).toBe(0);
    expect((await t.call({ method: 'GET', url: '/api/member/stakRecord/listH5?status=done', headers: member.headers })).status).toBe(400);

    const rewards = await t.call<Page<{ day: number; amount: string; usdtAmount: string; price: string; priceSecond: number }>>({
      method: 'GET',
      url: `/api/member/stakMoneyLog/listH5/${first.id}`,
      headers: member.headers,
    });
    // 1000 × 0.0002 = 0.2 USDT a day, in ETH at 2500 (the price of the day's own second).
    expect(rewards.body.data.rows).toEqual([
      expect.objectContaining({ day: 1, usdtAmount: '0.2', price: '2500', amount: '0.00008', priceSecond: Math.floor(clock.now().getTime() / 1000) }),
    ]);
    const stranger = await signInMember(t);
    const foreign = await t.call({ method: 'GET', url: `/api/member/stakMoneyLog/listH5/${first.id}`, headers: stranger.headers });
    expect([foreign.status, foreign.body.msg]).toEqual([404, enUS.notFound]);
    expect((await t.call({ method: 'GET', url: '/api/member/stakMoneyLog/listH5/0', headers: member.headers })).status).toBe(400);

    const info = await t.call({ method: 'GET', url: '/api/member/stakMb/getStakInfo', headers: member.headers });
    // Day 1 of both: 0.00008 ETH and 500 × 0.0003 / 2500 = 0.00006 ETH, worth 0.35 USDT at 2500.
    expect(info.body.data).toEqual({ staked: '1500', activeStakes: 2, rewards: '0.00014', rewardsUsdt: '0.35', totalRewards: '0.00014', todayRewards: '0.00014', ethPrice: '2500' });
  });

  it('exchanges ETH rewards to USDT at the live price and withdraws USDT to the fund account, form-encoded or JSON', async () => {
    let member = await staker('1000');
    await stake(member, { configId: plan(7).id, amount: '1000' });
    feed.setPrice('ethusdt', '2000');
    member = await daysLater(member, 2);
    expect(await available(t, member, 'mining', 'ETH')).toBe('0.0002');

    feed.setPrice('ethusdt', '3000');
    const post = (path: string, body: { payload: unknown; headers?: Record<string, string> }) =>
      t.call({ method: 'POST', url: `/api/member/stakMoneyLog/${path}`, payload: body.payload as string, headers: { ...member.headers, ...body.headers } });
    const byForm = await post('exchangeEth', formBody({ amount: '0.00005' }));
    expect(byForm.status).toBe(200);
    expect(byForm.body.data as EthExchangeRow).toMatchObject({ amount: '0.00005', price: '3000', usdtAmount: '0.15', priceSecond: Math.floor(clock.now().getTime() / 1000) });
    const byJson = await post('exchangeEth', { payload: { amount: '0.00015' } });
    expect((byJson.body.data as EthExchangeRow).usdtAmount).toBe('0.45');
    expect(await available(t, member, 'mining', 'ETH')).toBe('0');
    expect(await available(t, member, 'staking')).toBe('0.6');

    const bad: Array<[{ payload: unknown; headers?: Record<string, string> }, number, string]> = [
      [formBody({ amt: '0.1' }), 400, enUS.exchangeAmountRequired],
      [formBody({ amount: '' }), 400, enUS.exchangeAmountRequired],
      [formBody({ amount: '0.000000001' }), 400, enUS.exchangeAmountInvalid],
      [formBody({ amount: '-1' }), 400, enUS.exchangeAmountInvalid],
      [{ payload: 'amount=1&amount=2', headers: formBody({}).headers }, 400, enUS.exchangeAmountInvalid],
      [formBody({ amount: '0.1' }), 422, enUS.insufficientBalance],
      [{ payload: 'amount=0.1', headers: { 'content-type': 'application/xml' } }, 400, enUS.invalidBody],
    ];
    for (const [body, status, msg] of bad) {
      const answer = await post('exchangeEth', body);
      expect([answer.status, answer.body.msg], JSON.stringify(body)).toEqual([status, msg]);
    }

    const withdrawn = await post('stakWithdrawal', formBody({ amount: '0.5' }));
    expect(withdrawn.body.data as TransferRow).toMatchObject({ amount: '0.5', from: 'staking', to: 'fund' });
    expect((await post('stakWithdrawal', { payload: { amount: '0.1' } })).status).toBe(200);
    expect(await available(t, member, 'staking')).toBe('0');
    expect(await available(t, member, 'fund')).toBe('0.6');
    for (const [body, status, msg] of [
      [formBody({ sum: '1' }), 400, enUS.stakeWithdrawalAmountInvalid],
      [formBody({ amount: '0.001' }), 400, enUS.stakeWithdrawalAmountInvalid],
      [formBody({ amount: '0.01' }), 422, enUS.insufficientBalance],
    ] as const) {
      const answer = await post('stakWithdrawal', body);
      expect([answer.status, answer.body.msg]).toEqual([status, msg]);
    }
    // A form body is understood only where the spec sends one.
    const transfer = await t.call({ method: 'POST', url: '/api/member/transferRecord/add', headers: { ...member.headers, ...formBody({}).headers }, payload: 'coin=USDT&amount=0.1&from=fund&to=staking' });
    expect([transfer.status, transfer.body.msg]).toEqual([400, enUS.invalidBody]);
  });
});
