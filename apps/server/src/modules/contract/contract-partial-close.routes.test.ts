import enUS from '@halyard/shared/messages/en_US.json' with { type: 'json' };
import type { BillRow, ContractRow } from '@halyard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../testing/build-test-app.js';
import { balancesOf, fundDirectly, signInMember, unbalancedAccounts, type TestMember } from '../../testing/members.js';
import { ScriptedFeed } from '../../testing/scripted-feed.js';
import { testDatabaseKinds } from '../../testing/test-database.js';

type Page<T> = { rows: T[]; total: number };

describe.each(testDatabaseKinds())('partial close, close all and fee bills on %s', (database) => {
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

  async function nextSecond(price: string, pair = 'btcusdt') {
    clock.advance(1000);
    feed.setPrice(pair, price);
    feed.tick();
    await t.runtime.triggerEngine.settled();
  }
  const second = () => Math.floor(clock.now().getTime() / 1000);

  async function funded(amount = '10000'): Promise<TestMember> {
    const member = await signInMember(t);
    await fundDirectly(t, member, amount);
    return member;
  }
  /** A 10x long of 100 USDT from 50000: 0.02 BTC, opening fee 0.5, liquidation 45250. */
  async function long(member: TestMember, pair = 'btcusdt', body: object = {}): Promise<number> {
    const placed = await t.call<{ id: number }>({
      method: 'POST',
      url: '/api/member/ContractRecord/add',
      headers: member.headers,
      payload: { pair, side: 'long', priceType: 'market', margin: '100', leverage: 10, ...body },
    });
    expect(placed.status).toBe(200);
    return placed.body.data.id;
  }
  const close = (member: TestMember, query: string) => t.call<ContractRow>({ method: 'PUT', url: `/api/member/ContractRecord/closeContract?${query}`, headers: member.headers });
  const order = async (member: TestMember, id: number) => (await t.call<ContractRow>({ method: 'GET', url: `/api/member/ContractRecord/${id}`, headers: member.headers })).body.data;
  const fund = async (member: TestMember) => (await balancesOf(t, member)).accounts.find((row) => row.account === 'fund');
  const bills = async (member: TestMember) =>
    (await t.call<Page<BillRow>>({ method: 'GET', url: '/api/member/bill/listH5?pageSize=50', headers: member.headers })).body.data.rows.map((bill) => ({ type: bill.type, amount: bill.amount, frozen: bill.frozenChange }));

  it('closes part of a position at the index price: the part its own closed row, the rest open with its levels, every cent booked', async () => {
    feed.setPrice('btcusdt', '50000');
    const member = await funded();
    const id = await long(member, 'btcusdt', { stopProfit: '60000', stopLoss: '46000' });
    await nextSecond('52000');
    const part = await close(member, `id=${id}&size=0.005`);
    expect(part.status).toBe(200);
    // A quarter of the position: margin 25 and opening fee 0.125 go with it; PnL 2000 × 0.005 = 10;
    // closing fee 0.05 % of 0.005 × 52000 = 0.13; net 10 − 0.125 − 0.13.
    expect(part.body.data).toMatchObject({
      parentId: id,
      status: 'closed',
      closeReason: 'manual',
      size: '0.005',
      margin: '25',
      openPrice: '50000',
      closePrice: '52000',
      closeSecond: second(),
      closeIndexPrice: '52000',
      realizedPnl: '10',
      fee: '0.255',
      netPnl: '9.745',
    });
    // The rest keeps its take profit and stop loss; its liquidation level is recomputed for 75 on 0.015.
    expect(await order(member, id)).toMatchObject({ status: 'open', size: '0.015', margin: '75', fee: '0.375', stopProfit: '60000', stopLoss: '46000', liquidationPrice: '45250', netPnl: null, parentId: null });
    // 10000 − 100.5 at open; back: 25 + 10 − 0.13.
    expect(await fund(member)).toMatchObject({ available: '9934.37', frozen: '75' });
    expect((await bills(member)).slice(0, 4)).toEqual([
      { type: 'contract_fee', amount: '-0.13', frozen: '0' },
      { type: 'contract_close', amount: '35', frozen: '-25' },
      { type: 'contract_fee', amount: '0', frozen: '-0.5' },
      { type: 'contract_reserve', amount: '-100.5', frozen: '100.5' },
    ]);

    // The rest closed whole at the same price: the two closes sum to one close of the whole position.
    const rest = await close(member, `id=${id}`);
    expect(rest.body.data).toMatchObject({ id, status: 'closed', size: '0.015', realizedPnl: '30', fee: '0.765', netPnl: '29.235' });
    // One close of 0.02 at 52000: 9899.5 + 100 + 40 − 0.52.
    expect(await fund(member)).toMatchObject({ available: '10038.98', frozen: '0' });
  });

  it('refuses bad sizes and more than the position, changing nothing; another member\'s position is missing', async () => {
    feed.setPrice('btcusdt', '50000');
    const member = await funded();
    const id = await long(member);
    const before = { fund: await fund(member), order: await order(member, id), bills: await bills(member) };
    const cases: Array<[string, number, string?]> = [
      ['0', 400],
      ['-0.001', 400],
      ['abc', 400],
      ['1e-3', 400],
      // BTC amounts have 6 decimals.
      ['0.0000001', 400, enUS.contractCloseSizePrecision.replace('{decimals}', '6')],
      ['0.03', 422, enUS.contractCloseAboveSize.replace('{size}', '0.02')],
    ];
    for (const [size, status, msg] of cases) {
      const answer = await close(member, `id=${id}&size=${encodeURIComponent(size)}`);
      expect(answer.status, size).toBe(status);
      if (msg) expect(answer.body.msg).toBe(msg);
    }
    expect({ fund: await fund(member), order: await order(member, id), bills: await bills(member) }).toEqual(before);
    const stranger = await funded('10');
    expect((await close(stranger, `id=${id}&size=0.001`)).status).toBe(404);
    expect(await order(member, id)).toEqual(before.order);
  });

  it('liquidates the whole position instead when the index has crossed its liquidation price', async () => {
    feed.setPrice('btcusdt', '50000');
    const member = await funded();
    const placed = await t.call<{ id: number }>({
      method: 'POST',
      url: '/api/member/ContractRecord/add',
      headers: member.headers,
      payload: { pair: 'btcusdt', side: 'long', priceType: 'market', margin: '100', leverage: 100 },
    });
    // Liquidation 49750; the index is there in this very second, before the engine saw the next one.
    feed.setPrice('btcusdt', '49700');
    const answer = await close(member, `id=${placed.body.data.id}&size=0.05`);
    expect(answer.body.data).toMatchObject({ id: placed.body.data.id, status: 'closed', closeReason: 'liquidation', size: '0.2', closePrice: '49750', netPnl: '-105', parentId: null });
  });

  it('never closes more than the size when partial closes race', async () => {
    feed.setPrice('btcusdt', '50000');
    const member = await funded();
    const id = await long(member);
    const answers = await Promise.all(Array.from({ length: 4 }, () => close(member, `id=${id}&size=0.008`)));
    // 0.008 twice fits in 0.02; the others find 0.004 left.
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
    expect(answers.filter((answer) => answer.status === 422).every((answer) => answer.body.msg === enUS.contractCloseAboveSize.replace('{size}', '0.004'))).toBe(true);
    expect(await order(member, id)).toMatchObject({ status: 'open', size: '0.004', margin: '20', fee: '0.1' });
    expect(await fund(member)).toMatchObject({ frozen: '20' });
  });

  it('closes every open position of the member, or of one pair, each at its pair index price', async () => {
    feed.setPrice('btcusdt', '50000');
    feed.setPrice('ethusdt', '2500');
    const member = await funded();
    const other = await funded();
    const btc = [await long(member), await long(member)];
    const eth = await long(member, 'ethusdt');
    const untouched = await long(other);
    await nextSecond('51000');
    const onlyEth = await t.call<{ closed: ContractRow[] }>({ method: 'PUT', url: '/api/member/ContractRecord/closeAll?pair=ethusdt', headers: member.headers });
    expect(onlyEth.body.data.closed.map((row) => row.id)).toEqual([eth]);
    expect(onlyEth.body.data.closed[0]).toMatchObject({ status: 'closed', closeReason: 'manual', closePrice: '2500' });
    const all = await t.call<{ closed: ContractRow[] }>({ method: 'PUT', url: '/api/member/ContractRecord/closeAll', headers: member.headers });
    expect(all.body.data.closed.map((row) => [row.id, row.closePrice, row.realizedPnl])).toEqual(btc.map((id) => [id, '51000', '20']));
    expect(await fund(member)).toMatchObject({ frozen: '0' });
    expect((await order(other, untouched)).status).toBe('open');
    const none = await t.call<{ closed: ContractRow[] }>({ method: 'PUT', url: '/api/member/ContractRecord/closeAll', headers: member.headers });
    expect(none.body.data.closed).toEqual([]);
  });
});
