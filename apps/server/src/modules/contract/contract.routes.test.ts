import enUS from '@halyard/shared/messages/en_US.json' with { type: 'json' };
import type { BillRow, ContractFree, ContractRow, FinanceConfig } from '@halyard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../testing/build-test-app.js';
import { available, balancesOf, fundDirectly, signInMember, unbalancedAccounts, type TestMember } from '../../testing/members.js';
import { ScriptedFeed } from '../../testing/scripted-feed.js';
import { testDatabaseKinds } from '../../testing/test-database.js';

type Page<T> = { rows: T[]; total: number };

describe.each(testDatabaseKinds())('perpetual contracts on %s', (database) => {
  const clock = createManualClock(new Date('2026-11-23T10:00:00Z'));
  const feed = new ScriptedFeed(clock, '50000');
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ database, clock, marketFeed: feed });
    await t.engineReady();
  });
  afterAll(async () => {
    expect(await unbalancedAccounts(t)).toEqual([]);
    await t.close();
  });

  /** The index moves to `price` in the next second, which the engine then settles. */
  async function nextSecond(price?: string, pair = 'btcusdt') {
    clock.advance(1000);
    if (price !== undefined) feed.setPrice(pair, price);
    feed.tick();
    await t.runtime.triggerEngine.settled();
  }

  async function funded(amount = '10000'): Promise<TestMember> {
    const member = await signInMember(t);
    await fundDirectly(t, member, amount);
    return member;
  }

  const place = (member: TestMember, body: object) =>
    t.call<{ id: number; status: string }>({ method: 'POST', url: '/api/member/ContractRecord/add', headers: member.headers, payload: { pair: 'btcusdt', ...body } });
  const put = (member: TestMember, action: string, query: string) =>
    t.call<ContractRow>({ method: 'PUT', url: `/api/member/ContractRecord/${action}?${query}`, headers: member.headers });
  const order = async (member: TestMember, id: number) =>
    (await t.call<ContractRow>({ method: 'GET', url: `/api/member/ContractRecord/${id}`, headers: member.headers })).body.data;
  const fund = async (member: TestMember) => (await balancesOf(t, member)).accounts.find((row) => row.account === 'fund');

  it('publishes its leverage levels, rates and fill rule, and the available margin', async () => {
    const levels = await t.call<Page<{ leverage: number }>>({ method: 'GET', url: '/api/member/ContractLevel/listH5' });
    expect(levels.body.data.rows.map((row) => row.leverage)).toEqual([5, 10, 20, 50, 100]);
    const config = await t.call<FinanceConfig>({ method: 'GET', url: '/api/member/financeConfig/listH5' });
    expect(config.body.data).toMatchObject({ contractFeeRate: '0.0005', maintenanceMarginRate: '0.005' });
    const member = await funded();
    const free = await t.call<ContractFree>({ method: 'GET', url: '/api/member/ContractRecord/getFree?leverage=10', headers: member.headers });
    // 10000 / (1 + 10 × 0.0005), truncated to the cent: the margin whose fee the balance also covers.
    expect(free.body.data).toEqual({ available: '9950.24', balance: '10000' });
  });

  it('opens a 10x long at the index price, takes its profit at its own price, and books every cent', async () => {
    const member = await funded();
    feed.setPrice('btcusdt', '50000');
    const placed = await place(member, { side: 'long', priceType: 'market', margin: '100', leverage: 10 });
    expect(placed).toMatchObject({ status: 200, body: { data: { status: 'open' } } });
    const opened = await order(member, placed.body.data.id);
    // Size 100 × 10 / 50000; liquidation 50000 − 100/0.02 + 0.5 % of 50000; fee 0.05 % of 1000.
    expect(opened).toMatchObject({ size: '0.02', openPrice: '50000', liquidationPrice: '45250', fee: '0.5', openIndexPrice: '50000' });
    expect(await fund(member)).toMatchObject({ available: '9899.5', frozen: '100' });

    expect((await put(member, 'editInOrOut', `id=${opened.id}&stopProfit=49000`)).body.msg).toBe(enUS.stopProfitAbove.replace('{price}', '50,000'));
    expect((await put(member, 'editInOrOut', `id=${opened.id}&stopLoss=51000`)).body.msg).toBe(enUS.stopLossBelow.replace('{price}', '50,000'));
    expect((await put(member, 'editInOrOut', `id=${opened.id}&stopProfit=55000&stopLoss=46000`)).body.data).toMatchObject({ stopProfit: '55000', stopLoss: '46000' });

    await nextSecond('52000');
    expect((await order(member, opened.id)).status).toBe('open');
    await nextSecond('56000');
    const closeSecond = Math.floor(clock.now().getTime() / 1000);
    const closed = await order(member, opened.id);
    // Filled at the take profit's own price although the index stood higher (the published rule).
    expect(closed).toMatchObject({ status: 'closed', closeReason: 'takeProfit', closePrice: '55000', closeIndexPrice: '56000', closeSecond, realizedPnl: '100', fee: '1.05' });
    // 9899.5 + margin 100 + profit 100 − closing fee 0.55.
    expect(await fund(member)).toMatchObject({ available: '10098.95', frozen: '0' });
    const bills = await t.call<Page<BillRow>>({ method: 'GET', url: '/api/member/bill/listH5?pageSize=20', headers: member.headers });
    expect(bills.body.data.rows.map((bill) => bill.type).slice(0, 4)).toEqual(['contract_fee', 'contract_close', 'contract_fee', 'contract_reserve']);
  });

  it('closes by hand at the index price, and liquidates at the liquidation price when the index passes it', async () => {
    feed.setPrice('btcusdt', '50000');
    const member = await funded();
    const short = await place(member, { side: 'short', priceType: 'market', margin: '200', leverage: 5 });
    const long = await place(member, { side: 'long', priceType: 'market', margin: '100', leverage: 100 });
    expect((await order(member, long.body.data.id)).liquidationPrice).toBe('49750');
    await nextSecond('49900');
    const manual = await put(member, 'closeContract', `id=${short.body.data.id}`);
    // A short of 0.02 from 50000 to 49900: +2; fees 0.05 % of 1000 at open and of 998 at close.
    expect(manual.body.data).toMatchObject({ closeReason: 'manual', closePrice: '49900', realizedPnl: '2', fee: '0.999' });
    await nextSecond('49000');
    expect(await order(member, long.body.data.id)).toMatchObject({ status: 'closed', closeReason: 'liquidation', closePrice: '49750', realizedPnl: '-50' });
    const platform = Object.fromEntries((await t.runtime.money.check()).platform.map((row) => [row.platform, row.balance]));
    expect(Number(platform.insurance)).toBeGreaterThanOrEqual(50);
    expect(await fund(member)).toMatchObject({ frozen: '0' });
  });

  it('keeps a limit order waiting with its reserve, fills it at its own price when the index reaches it, or cancels it', async () => {
    feed.setPrice('btcusdt', '50000');
    const member = await funded('1000');
    const waiting = await place(member, { side: 'long', priceType: 'limit', price: '48000', margin: '100', leverage: 10, stopLoss: '47000' });
    const cancelled = await place(member, { side: 'short', priceType: 'limit', price: '60000', margin: '100', leverage: 10 });
    expect(waiting.body.data.status).toBe('pending');
    expect(await fund(member)).toMatchObject({ available: '799', frozen: '201' });
    expect((await put(member, 'cancelContract', `id=${cancelled.body.data.id}`)).body.data.status).toBe('cancelled');
    expect((await put(member, 'cancelContract', `id=${cancelled.body.data.id}`)).body.msg).toBe(enUS.contractNotPending);
    expect(await fund(member)).toMatchObject({ available: '899.5', frozen: '100.5' });

    await nextSecond('48500');
    expect((await order(member, waiting.body.data.id)).status).toBe('pending');
    await nextSecond('47900');
    const filled = await order(member, waiting.body.data.id);
    expect(filled).toMatchObject({ status: 'open', openPrice: '48000', openIndexPrice: '47900', stopLoss: '47000' });
    // Its stop loss is watched from the next second on.
    await nextSecond('46000');
    expect(await order(member, waiting.body.data.id)).toMatchObject({ status: 'closed', closeReason: 'stopLoss', closePrice: '47000' });
  });

  it('fills a limit order the index has already reached at once, at the index price', async () => {
    feed.setPrice('btcusdt', '50000');
    const member = await funded('1000');
    const placed = await place(member, { side: 'long', priceType: 'limit', price: '51000', margin: '50', leverage: 5 });
    expect(await order(member, placed.body.data.id)).toMatchObject({ status: 'open', price: '51000', openPrice: '50000' });
  });

  it('refuses bad orders with a translated reason and moves nothing', async () => {
    const member = await funded('1000');
    const before = await fund(member);
    const cases: Array<[object, number, string?]> = [
      [{ pair: 'nopeusdt', side: 'long', priceType: 'market', margin: '10', leverage: 10 }, 400],
      [{ side: 'long', priceType: 'market', margin: '10', leverage: 7 }, 400],
      [{ side: 'long', priceType: 'market', margin: '0', leverage: 10 }, 400],
      [{ side: 'long', priceType: 'market', margin: '-1', leverage: 10 }, 400],
      [{ side: 'long', priceType: 'market', margin: 'abc', leverage: 10 }, 400],
      [{ side: 'long', priceType: 'market', margin: '10.123', leverage: 10 }, 400],
      [{ side: 'long', priceType: 'market', leverage: 10 }, 400, 'Margin cannot be empty'],
      [{ side: 'long', priceType: 'limit', margin: '10', leverage: 10 }, 400, 'Price cannot be empty'],
      [{ side: 'long', priceType: 'limit', price: '49000.123', margin: '10', leverage: 10 }, 400],
      [{ side: 'long', priceType: 'market', margin: '1', leverage: 10 }, 422, enUS.contractMarginBelowMinimum.replace('{min}', '5')],
      [{ side: 'short', priceType: 'market', margin: '10', leverage: 10, stopProfit: '51000' }, 400, enUS.stopProfitBelow.replace('{price}', '50,000')],
      [{ side: 'long', priceType: 'market', margin: '5000', leverage: 10 }, 422, enUS.insufficientBalance],
    ];
    feed.setPrice('btcusdt', '50000');
    for (const [body, status, msg] of cases) {
      const answer = await place(member, { side: 'long', priceType: 'market', ...body });
      expect(answer.status, JSON.stringify(body)).toBe(status);
      if (msg) expect(answer.body.msg).toBe(msg);
    }
    expect(await fund(member)).toEqual(before);
    const list = await t.call<Page<ContractRow>>({ method: 'GET', url: '/api/member/ContractRecord/listH5', headers: member.headers });
    expect(list.body.data.total).toBe(0);
  });

  it("answers another member's order as missing, and a member whose trading is disabled with order forbidden", async () => {
    const owner = await funded('1000');
    const stranger = await funded('1000');
    feed.setPrice('btcusdt', '50000');
    const placed = await place(owner, { side: 'long', priceType: 'limit', price: '40000', margin: '10', leverage: 10 });
    for (const [action, query] of [['closeContract', ''], ['cancelContract', ''], ['editInOrOut', '&stopLoss=30000']]) {
      expect((await put(stranger, action ?? '', `id=${placed.body.data.id}${query}`)).status).toBe(404);
    }
    expect((await t.call({ method: 'GET', url: `/api/member/ContractRecord/${placed.body.data.id}`, headers: stranger.headers })).status).toBe(404);
    await t.database.db.updateTable('users').set({ trading_disabled: true }).where('id', '=', stranger.userId).execute();
    const refused = await place(stranger, { side: 'long', priceType: 'market', margin: '10', leverage: 10 });
    expect(refused).toMatchObject({ status: 403, body: { msg: enUS.orderForbidden } });
  });

  it('places once per Idempotency-Key: a repeat, even concurrent, answers the first order', async () => {
    feed.setPrice('btcusdt', '50000');
    const member = await funded('1000');
    const keyed = { ...member.headers, 'idempotency-key': 'order-once' };
    const body = { pair: 'btcusdt', side: 'long', priceType: 'market', margin: '10', leverage: 10 };
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.call<{ id: number }>({ method: 'POST', url: '/api/member/ContractRecord/add', headers: keyed, payload: body })));
    expect(new Set(answers.map((answer) => answer.body.data.id)).size).toBe(1);
    expect(await available(t, member, 'fund')).toBe('989.95');
    const other = await t.call({ method: 'POST', url: '/api/member/ContractRecord/add', headers: keyed, payload: { ...body, side: 'short' } });
    expect(other.body.msg).toBe(enUS.idempotencyKeyReused);
  });

  it('lets 200 concurrent orders take exactly what one balance affords, never more', async () => {
    feed.setPrice('btcusdt', '50000');
    const member = await funded('1000');
    const answers = await Promise.all(Array.from({ length: 200 }, () => place(member, { side: 'long', priceType: 'market', margin: '10', leverage: 10 })));
    // Each costs 10 + 0.05 fee: 99 fit in 1000.
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(99);
    expect(answers.filter((answer) => answer.status === 422).every((answer) => answer.body.msg === enUS.insufficientBalance)).toBe(true);
    expect(await available(t, member, 'fund')).toBe('5.05');
  });
});
