import enUS from '@halyard/shared/messages/en_US.json' with { type: 'json' };
import type { BillRow, FinanceConfig, OptionRow } from '@halyard/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../testing/build-test-app.js';
import { alertsOf, available, fundDirectly, signInMember, unbalancedAccounts, type TestMember } from '../../testing/members.js';
import { ScriptedFeed } from '../../testing/scripted-feed.js';
import { createTestDatabase, testDatabaseKinds } from '../../testing/test-database.js';
import { settleOption } from './options.service.js';

describe.each(testDatabaseKinds())('timed options on %s', (database) => {
  const clock = createManualClock(new Date('2026-11-23T12:00:00Z'));
  const feed = new ScriptedFeed(clock, '2000');
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ database, clock, marketFeed: feed });
    await t.engineReady();
  });
  afterAll(async () => {
    expect(await unbalancedAccounts(t)).toEqual([]);
    await t.close();
  });

  const nowSecond = () => Math.floor(clock.now().getTime() / 1000);
  const buy = (member: TestMember, body: object) =>
    t.call<{ id: number; closeTime: string }>({ method: 'POST', url: '/api/member/optionsRecord/add', headers: member.headers, payload: { pair: 'ethusdt', ...body } });
  const option = async (member: TestMember, id: number) => (await t.call<OptionRow>({ method: 'GET', url: `/api/member/optionsRecord/${id}`, headers: member.headers })).body.data;

  async function funded(amount = '1000'): Promise<TestMember> {
    const member = await signInMember(t);
    await fundDirectly(t, member, amount, 'options');
    return member;
  }

  it('publishes its periods, rates, fee and minimum with the rule', async () => {
    const config = await t.call<FinanceConfig>({ method: 'GET', url: '/api/member/financeConfig/listH5' });
    expect(config.body.data.options.periods).toEqual([
      { period: 30, profitRate: '0.1' },
      { period: 60, profitRate: '0.15' },
      { period: 120, profitRate: '0.2' },
      { period: 300, profitRate: '0.3' },
    ]);
    expect(config.body.data.options).toMatchObject({ feeRate: '0.001', minAmount: '10' });
  });

  it('settles each option once at the index price of its own close second, by the rule', async () => {
    feed.setPrice('ethusdt', '2000');
    const member = await funded();
    const start = nowSecond();
    const rise = await buy(member, { direction: 'rise', period: 30, amount: '100' });
    const fall = await buy(member, { direction: 'fall', period: 30, amount: '100' });
    const flat = await buy(member, { direction: 'rise', period: 60, amount: '50' });
    expect(rise.body.data.closeTime).toBe(new Date((start + 30) * 1000).toISOString());
    // 100 + 0.1 fee, twice, and 50 + 0.05.
    expect(await available(t, member, 'options')).toBe('749.75');
    // The stake and the fee, each a bill of its own.
    const bills = async (id: number) => {
      const page = await t.call<{ rows: BillRow[] }>({ method: 'GET', url: '/api/member/bill/listH5?account=options&pageSize=50', headers: member.headers });
      return page.body.data.rows.filter((row) => row.refType === 'option' && row.refId === String(id)).reverse().map((row) => [row.type, row.amount, row.availableAfter]);
    };
    expect(await bills(rise.body.data.id)).toEqual([
      ['option_buy', '-100', '900'],
      ['option_fee', '-0.1', '899.9'],
    ]);
    // The close second's price decides; what follows it does not.
    feed.setPrice('ethusdt', '2010', start + 30);
    feed.setPrice('ethusdt', '1990', start + 31);
    feed.setPrice('ethusdt', '2000', start + 60);
    clock.set(new Date((start + 29) * 1000));
    await t.runtime.jobs.runDue();
    expect((await option(member, rise.body.data.id)).status).toBe('open');
    clock.set(new Date((start + 75) * 1000));
    await t.runtime.jobs.runDue();
    expect(await option(member, rise.body.data.id)).toMatchObject({ status: 'settled', settlementPrice: '2010', result: 'win', payout: '110', buyPrice: '2000' });
    expect(await option(member, fall.body.data.id)).toMatchObject({ result: 'loss', payout: '90' });
    expect(await option(member, flat.body.data.id)).toMatchObject({ result: 'draw', payout: '50', settlementPrice: '2000' });
    expect(await available(t, member, 'options')).toBe('999.75');
    expect(await bills(fall.body.data.id)).toEqual([
      ['option_buy', '-100', '799.9'],
      ['option_fee', '-0.1', '799.8'],
      ['option_settle', '90', expect.any(String)],
    ]);
    expect(await t.runtime.jobs.runDue()).toBe(0);
    expect(await available(t, member, 'options')).toBe('999.75');
    // Each settlement told once, net of the stake and its fee: won 110 for 100.1, lost 90 back of 100.1, 50 back of 50.05.
    const alerts = await alertsOf(t, member, 'option');
    expect(alerts.map(({ kind, refId, params }) => [kind, refId, params.result, params.payout, params.net])).toEqual([
      ['optionSettled', String(rise.body.data.id), 'win', '110', '9.9'],
      ['optionSettled', String(fall.body.data.id), 'loss', '90', '-10.1'],
      ['optionSettled', String(flat.body.data.id), 'draw', '50', '-0.05'],
    ]);
  });

  it('never lets concurrent purchases overdraw the options account', async () => {
    feed.setPrice('ethusdt', '2000');
    const member = await funded('100');
    const answers = await Promise.all(Array.from({ length: 40 }, () => buy(member, { direction: 'rise', period: 30, amount: '10' })));
    // 10.01 each: nine fit in 100.
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(9);
    expect(answers.filter((answer) => answer.status !== 200).every((answer) => answer.body.msg === enUS.insufficientBalance)).toBe(true);
  });

  it('buys once per Idempotency-Key: a repeat, even concurrent, answers the first purchase', async () => {
    feed.setPrice('ethusdt', '2000');
    const member = await funded('100');
    const keyed = { ...member.headers, 'idempotency-key': 'option-once' };
    const body = { pair: 'ethusdt', direction: 'rise', period: 30, amount: '10' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.call<{ id: number }>({ method: 'POST', url: '/api/member/optionsRecord/add', headers: keyed, payload: body })));
    expect(new Set(answers.map((answer) => answer.body.data.id)).size).toBe(1);
    expect(await available(t, member, 'options')).toBe('89.99');
    const other = await t.call({ method: 'POST', url: '/api/member/optionsRecord/add', headers: keyed, payload: { ...body, amount: '20' } });
    expect(other.body.msg).toBe(enUS.idempotencyKeyReused);
  });

  it('refuses bad purchases with the spec’s words and moves nothing', async () => {
    const member = await funded('100');
    const stranger = await funded('100');
    const cases: Array<[object, number, string?]> = [
      [{ period: 45 }, 400, enUS.optionTimeRequired],
      [{ period: undefined }, 400, enUS.optionTimeRequired],
      [{ amount: '' }, 400, enUS.optionAmountRequired],
      [{ amount: 'abc' }, 400, enUS.optionAmountRequired],
      [{ amount: '5' }, 422, enUS.optionBelowMinimum.replace('{min}', '10')],
      [{ pair: 'nopeusdt' }, 400],
      [{ direction: 'sideways' }, 400],
      [{ amount: '500' }, 422, enUS.insufficientBalance],
    ];
    for (const [body, status, msg] of cases) {
      const answer = await buy(member, { direction: 'rise', period: 30, amount: '10', ...body });
      expect(answer.status, JSON.stringify(body)).toBe(status);
      if (msg) expect(answer.body.msg).toBe(msg);
    }
    expect(await available(t, member, 'options')).toBe('100');
    const mine = await buy(member, { direction: 'rise', period: 30, amount: '10' });
    expect((await t.call({ method: 'GET', url: `/api/member/optionsRecord/${mine.body.data.id}`, headers: stranger.headers })).status).toBe(404);
  });
});

describe('the option rule', () => {
  it('pays a right call (1 + rate), a wrong one (1 − rate), an unchanged price the amount, for any prices', () => {
    fc.assert(
      fc.property(fc.constantFrom('rise' as const, 'fall' as const), fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 10_000 }), (direction, buy, close) => {
        const { result, payout } = settleOption({ direction, amount: '100', profit_rate: '0.2', buy_price: String(buy) }, String(close));
        const expected = close === buy ? ['draw', '100'] : (close > buy) === (direction === 'rise') ? ['win', '120'] : ['loss', '80'];
        expect([result, payout.toFixed()]).toEqual(expected);
      }),
    );
  });
});

describe('options across a restart', () => {
  it('settles options that closed while no process ran the engine at the prices of their own close seconds', async () => {
    const clock = createManualClock(new Date('2026-11-23T13:00:00Z'));
    const feed = new ScriptedFeed(clock, '2000');
    const database = await createTestDatabase('pglite');
    const first = await buildTestApp({ database, clock, marketFeed: feed });
    await first.engineReady();
    const member = await signInMember(first);
    await fundDirectly(first, member, '1000', 'options');
    const start = Math.floor(clock.now().getTime() / 1000);
    const placed = await first.call<{ id: number }>({ method: 'POST', url: '/api/member/optionsRecord/add', headers: member.headers, payload: { pair: 'ethusdt', direction: 'fall', period: 30, amount: '100' } });
    await first.close();
    feed.setPrice('ethusdt', '1900', start + 30);
    feed.setPrice('ethusdt', '2500', start + 31);
    clock.set(new Date((start + 600) * 1000));
    const second = await buildTestApp({ database, clock, marketFeed: feed });
    await second.engineReady();
    const read = async () => (await second.call<OptionRow>({ method: 'GET', url: `/api/member/optionsRecord/${placed.body.data.id}`, headers: member.headers })).body.data;
    await expect.poll(async () => (await read()).status, { timeout: 10_000 }).toBe('settled');
    expect(await read()).toMatchObject({ settlementPrice: '1900', result: 'win', payout: '110', closeSecond: start + 30 });
    await second.close();
    await database.destroy();
  }, 60_000);
});
