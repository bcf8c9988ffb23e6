import enUS from '@halyard/shared/messages/en_US.json' with { type: 'json' };
import type { Balances, BillRow, SpotRow } from '@halyard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../testing/build-test-app.js';
import { alertsOf, balancesOf, fundDirectly, signInMember, unbalancedAccounts, type TestMember } from '../../testing/members.js';
import { ScriptedFeed } from '../../testing/scripted-feed.js';
import { testDatabaseKinds } from '../../testing/test-database.js';

type Page<T> = { rows: T[]; total: number };

describe.each(testDatabaseKinds())('spot trading on %s', (database) => {
  const clock = createManualClock(new Date('2026-11-23T11:00:00Z'));
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

  async function nextSecond(price: string, pair = 'ethusdt') {
    clock.advance(1000);
    feed.setPrice(pair, price);
    feed.tick();
    await t.runtime.triggerEngine.settled();
  }

  const place = (member: TestMember, body: object) =>
    t.call<{ id: number; status: string }>({ method: 'POST', url: '/api/member/spotOrder/add', headers: member.headers, payload: { pair: 'ethusdt', ...body } });
  const order = async (member: TestMember, id: number) => (await t.call<SpotRow>({ method: 'GET', url: `/api/member/spotOrder/${id}`, headers: member.headers })).body.data;
  const holding = (balances: Balances, coin: string) => balances.accounts.find((row) => row.account === 'fund' && row.coin === coin);
  /** The member's bills of one order, oldest first: [type, coin, available change, frozen change, available after]. */
  const billsOfOrder = async (member: TestMember, id: number) => {
    const page = await t.call<Page<BillRow>>({ method: 'GET', url: '/api/member/bill/listH5?pageSize=50', headers: member.headers });
    return page.body.data.rows
      .filter((row) => row.refType === 'spot' && row.refId === String(id))
      .reverse()
      .map((row) => [row.type, row.coin, row.amount, row.frozenChange, row.availableAfter]);
  };

  it('buys a coin at the index price, shows it valued in the overview, and sells it back', async () => {
    feed.setPrice('ethusdt', '2000');
    const member = await signInMember(t);
    await fundDirectly(t, member, '1000');
    const bought = await place(member, { side: 'buy', priceType: 'market', amount: '0.25' });
    expect(bought).toMatchObject({ status: 200, body: { data: { status: 'filled' } } });
    // 0.25 × 2000 = 500, fee 0.1 % = 0.5.
    expect(await order(member, bought.body.data.id)).toMatchObject({ fillPrice: '2000', total: '500', fee: '0.5', fillIndexPrice: '2000' });
    let balances = await balancesOf(t, member);
    expect(holding(balances, 'USDT')).toMatchObject({ available: '499.5' });
    expect(holding(balances, 'ETH')).toMatchObject({ available: '0.25' });
    expect(balances.totalUsdt).toBe('999.5');
    // The trade and its fee, each a bill of its own: 500 for 0.25 ETH, then 0.5 to fees.
    expect(await billsOfOrder(member, bought.body.data.id)).toEqual([
      ['spot_fill', 'USDT', '-500', '0', '500'],
      ['spot_fill', 'ETH', '0.25', '0', '0.25'],
      ['spot_fee', 'USDT', '-0.5', '0', '499.5'],
    ]);

    await nextSecond('2100');
    const sold = await place(member, { side: 'sell', priceType: 'market', amount: '0.25' });
    expect(await order(member, sold.body.data.id)).toMatchObject({ status: 'filled', fillPrice: '2100', total: '525', fee: '0.525' });
    balances = await balancesOf(t, member);
    expect(holding(balances, 'USDT')).toMatchObject({ available: '1023.975' });
    expect(holding(balances, 'ETH')).toMatchObject({ available: '0' });
    // 525 received, then 0.525 paid from it: 499.5 + 525 − 0.525.
    expect(await billsOfOrder(member, sold.body.data.id)).toEqual([
      ['spot_fill', 'ETH', '-0.25', '0', '0'],
      ['spot_fill', 'USDT', '525', '0', '1024.5'],
      ['spot_fee', 'USDT', '-0.525', '0', '1023.975'],
    ]);
    const refused = await place(member, { side: 'sell', priceType: 'market', amount: '0.01' });
    expect(refused).toMatchObject({ status: 422, body: { msg: enUS.insufficientBalance } });
  });

  it('keeps a limit buy waiting with its reserve, fills it at its own price when the index reaches it, and cancels another', async () => {
    feed.setPrice('ethusdt', '2000');
    const member = await signInMember(t);
    await fundDirectly(t, member, '1000');
    const waiting = await place(member, { side: 'buy', priceType: 'limit', price: '1900', amount: '0.1' });
    const other = await place(member, { side: 'buy', priceType: 'limit', price: '1500', amount: '0.1' });
    expect(waiting.body.data.status).toBe('pending');
    // 190 + 0.19 and 150 + 0.15 reserved.
    expect(holding(await balancesOf(t, member), 'USDT')).toMatchObject({ available: '659.66', frozen: '340.34' });
    const open = await t.call<Page<SpotRow>>({ method: 'GET', url: '/api/member/spotOrder/listH5?status=open', headers: member.headers });
    expect(open.body.data.total).toBe(2);
    expect((await t.call({ method: 'PUT', url: `/api/member/spotOrder/cancel?id=${other.body.data.id}`, headers: member.headers })).status).toBe(200);
    await nextSecond('1950');
    expect((await order(member, waiting.body.data.id)).status).toBe('pending');
    await nextSecond('1880');
    expect(await order(member, waiting.body.data.id)).toMatchObject({ status: 'filled', fillPrice: '1900', fillIndexPrice: '1880', total: '190' });
    const balances = await balancesOf(t, member);
    expect(holding(balances, 'USDT')).toMatchObject({ available: '809.81', frozen: '0' });
    expect(holding(balances, 'ETH')).toMatchObject({ available: '0.1' });
    // The reserve (190.19) pays the trade (190) and the fee (0.19) as two bills; what it held is spent.
    expect(await billsOfOrder(member, waiting.body.data.id)).toEqual([
      ['spot_reserve', 'USDT', '-190.19', '190.19', '809.81'],
      ['spot_fill', 'USDT', '0', '-190', '809.81'],
      ['spot_fill', 'ETH', '0.1', '0', '0.1'],
      ['spot_fee', 'USDT', '0', '-0.19', '809.81'],
    ]);
    // The waiting order's fill is told once; the cancelled one is not.
    expect(await alertsOf(t, member, 'spot')).toEqual([{ kind: 'spotFilled', refId: String(waiting.body.data.id), params: { pair: 'ethusdt', side: 'buy', amount: '0.1', price: '1900', coin: 'ETH' } }]);
    // A limit sell above the index waits with the coin reserved.
    const sell = await place(member, { side: 'sell', priceType: 'limit', price: '2500', amount: '0.1' });
    expect(sell.body.data.status).toBe('pending');
    expect(holding(await balancesOf(t, member), 'ETH')).toMatchObject({ available: '0', frozen: '0.1' });
  });

  it('refuses bad orders with a translated reason and moves nothing', async () => {
    feed.setPrice('ethusdt', '2000');
    const member = await signInMember(t);
    await fundDirectly(t, member, '100');
    const before = await balancesOf(t, member);
    const cases: Array<[object, number, string?]> = [
      [{ pair: 'nopeusdt' }, 400],
      [{ amount: 'abc' }, 400],
      [{ amount: '0' }, 400],
      [{ amount: '-1' }, 400],
      [{ amount: '0.000001' }, 400, enUS.spotAmountPrecision.replace('{decimals}', '4')],
      [{ amount: '0.001' }, 422, enUS.spotBelowMinimum.replace('{min}', '5')],
      [{ side: 'sell', amount: '1' }, 422, enUS.insufficientBalance],
      [{ priceType: 'limit' }, 400, 'Price cannot be empty'],
      [{ amount: '1' }, 422, enUS.insufficientBalance],
    ];
    for (const [body, status, msg] of cases) {
      const answer = await place(member, { side: 'buy', priceType: 'market', amount: '0.01', ...body });
      expect(answer.status, JSON.stringify(body)).toBe(status);
      if (msg) expect(answer.body.msg).toBe(msg);
    }
    expect(await balancesOf(t, member)).toEqual(before);
    const stranger = await signInMember(t);
    const mine = await place(member, { side: 'buy', priceType: 'limit', price: '1000', amount: '0.01' });
    expect((await t.call({ method: 'PUT', url: `/api/member/spotOrder/cancel?id=${mine.body.data.id}`, headers: stranger.headers })).status).toBe(404);
    expect((await t.call({ method: 'GET', url: `/api/member/spotOrder/${mine.body.data.id}`, headers: stranger.headers })).status).toBe(404);
  });
});
