import type { BillRow, ContractRow, MemberOrderPage, OperatorRole, OptionRow, SpotRow } from '@halyard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../testing/build-test-app.js';
import { billCount, fundDirectly, signInMember, unbalancedAccounts, type TestMember } from '../../testing/members.js';
import { ScriptedFeed } from '../../testing/scripted-feed.js';
import { testDatabaseKinds } from '../../testing/test-database.js';
import { createTestWallet } from '../../testing/test-wallet.js';

type Page<T> = { rows: T[]; total: number };

describe.each(testDatabaseKinds())("a member's bills, orders and positions in the console on %s", (database) => {
  const clock = createManualClock(new Date('2026-11-24T09:00:00Z'));
  const feed = new ScriptedFeed(clock, '2000');
  const adminWallet = createTestWallet();
  let t: TestApp;
  let admin: TestMember;
  let member: TestMember;
  const ids = { spotFilled: 0, spotWaiting: 0, contractWaiting: 0, contractCancelled: 0, positionOpen: 0, positionClosed: 0, option: 0 };

  const call = <T>(who: TestMember, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.call<T>({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  const placed = async (who: TestMember, url: string, payload: object) => {
    const answer = await call<{ id: number; status?: string }>(who, 'POST', url, payload);
    if (answer.status !== 200) throw new Error(`${url} refused: ${answer.body.msg}`);
    return answer.body.data.id;
  };
  async function nextSecond(): Promise<void> {
    clock.advance(1000);
    feed.tick();
    await t.runtime.triggerEngine.settled();
  }
  async function operator(role: OperatorRole): Promise<TestMember> {
    const who = await signInMember(t);
    expect((await call(admin, 'PUT', '/api/admin/operators', { address: who.address, role })).status).toBe(200);
    return who;
  }

  beforeAll(async () => {
    t = await buildTestApp({ database, clock, marketFeed: feed, env: { ADMIN_ADDRESSES: adminWallet.address } });
    await t.engineReady();
    admin = await signInMember(t, { wallet: adminWallet });
    feed.setPrice('ethusdt', '2000');
    feed.setPrice('btcusdt', '50000');

    // A member with records of every kind, through the real endpoints.
    member = await signInMember(t);
    await fundDirectly(t, member, '10000');
    await fundDirectly(t, member, '100', 'options');
    ids.spotFilled = await placed(member, '/api/member/spotOrder/add', { pair: 'ethusdt', side: 'buy', priceType: 'market', amount: '0.0123' });
    ids.spotWaiting = await placed(member, '/api/member/spotOrder/add', { pair: 'ethusdt', side: 'buy', priceType: 'limit', price: '1000', amount: '0.01' });
    ids.positionOpen = await placed(member, '/api/member/ContractRecord/add', { pair: 'btcusdt', side: 'long', priceType: 'market', margin: '100', leverage: 10 });
    ids.contractWaiting = await placed(member, '/api/member/ContractRecord/add', { pair: 'btcusdt', side: 'long', priceType: 'limit', price: '40000', margin: '50', leverage: 5 });
    ids.contractCancelled = await placed(member, '/api/member/ContractRecord/add', { pair: 'btcusdt', side: 'short', priceType: 'limit', price: '60000', margin: '50', leverage: 5 });
    expect((await call(member, 'PUT', `/api/member/ContractRecord/cancelContract?id=${ids.contractCancelled}`)).status).toBe(200);
    ids.positionClosed = await placed(member, '/api/member/ContractRecord/add', { pair: 'btcusdt', side: 'short', priceType: 'market', margin: '20', leverage: 20 });
    ids.option = await placed(member, '/api/member/optionsRecord/add', { pair: 'ethusdt', direction: 'rise', period: 30, amount: '10' });
    await nextSecond();
    expect((await call(member, 'PUT', `/api/member/ContractRecord/closeContract?id=${ids.positionClosed}`)).status).toBe(200);

    // Someone else's records, which must not show.
    const other = await signInMember(t);
    await fundDirectly(t, other, '1000');
    await placed(other, '/api/member/spotOrder/add', { pair: 'ethusdt', side: 'buy', priceType: 'market', amount: '0.01' });
    await placed(other, '/api/member/ContractRecord/add', { pair: 'btcusdt', side: 'long', priceType: 'market', margin: '10', leverage: 5 });
  });
  afterAll(async () => {
    expect(await unbalancedAccounts(t)).toEqual([]);
    await t.close();
  });

  const ownList = async <T>(url: string) => (await call<Page<T>>(member, 'GET', url)).body.data;
  const records = async <T>(who: TestMember, path: string) => call<T>(who, 'GET', `/api/admin/members/${member.userId}/${path}`);

  it('shows every bill of the member, newest first, as the member sees them, by account, coin and type', async () => {
    const all = (await records<Page<BillRow>>(admin, 'bills?pageSize=100')).body.data;
    expect(all.total).toBe(await billCount(t, member.userId));
    expect(all).toEqual(await ownList<BillRow>('/api/member/bill/listH5?pageSize=100'));
    expect(all.rows.map((row) => row.id)).toEqual(all.rows.map((row) => row.id).sort((a, b) => b - a));

    const eth = (await records<Page<BillRow>>(admin, 'bills?coin=eth')).body.data;
    expect(eth.rows).toEqual([expect.objectContaining({ account: 'fund', coin: 'ETH', type: 'spot_fill', amount: '0.0123', availableAfter: '0.0123', refType: 'spot', refId: String(ids.spotFilled) })]);
    const options = (await records<Page<BillRow>>(admin, 'bills?account=options')).body.data;
    // The option's stake and its fee, each a bill of its own.
    expect(options.rows.map((row) => row.type)).toEqual(['option_fee', 'option_buy', 'deposit']);
    const fees = (await records<Page<BillRow>>(admin, 'bills?type=spot_fee')).body.data;
    expect(fees.rows.map((row) => [row.coin, row.refId])).toEqual([['USDT', String(ids.spotFilled)]]);
    const reserves = (await records<Page<BillRow>>(admin, 'bills?account=fund&coin=USDT&type=contract_reserve')).body.data;
    expect(reserves).toEqual(await ownList<BillRow>('/api/member/bill/listH5?account=fund&type=contract_reserve'));
    expect(reserves.total).toBeGreaterThan(0);
    // Paged: the second page of two goes on where the first stopped.
    const [first, second] = await Promise.all([1, 2].map(async (pageNum) => (await records<Page<BillRow>>(admin, `bills?pageSize=2&pageNum=${pageNum}`)).body.data));
    expect([...(first?.rows ?? []), ...(second?.rows ?? [])]).toEqual(all.rows.slice(0, 4));
    expect(first?.total).toBe(all.total);
    expect((await records(admin, 'bills?account=wallet')).status).toBe(400);
  });

  it("shows the member's spot orders, contract orders that never opened and options, one product at a time", async () => {
    const spot = (await records<MemberOrderPage>(admin, 'orders?product=spot')).body.data;
    expect(spot).toEqual({ product: 'spot', ...(await ownList<SpotRow>('/api/member/spotOrder/listH5')) });
    expect(spot.rows.map((row) => row.id).sort()).toEqual([ids.spotFilled, ids.spotWaiting].sort());
    // Spot is the default product.
    expect((await records<MemberOrderPage>(admin, 'orders')).body.data).toEqual(spot);

    const contract = (await records<MemberOrderPage>(admin, 'orders?product=contract')).body.data;
    expect(contract.product).toBe('contract');
    expect(contract.rows.map((row) => [row.id, row.status])).toEqual([
      [ids.contractCancelled, 'cancelled'],
      [ids.contractWaiting, 'pending'],
    ]);
    expect(contract.rows[1]).toEqual(await call<ContractRow>(member, 'GET', `/api/member/ContractRecord/${ids.contractWaiting}`).then((answer) => answer.body.data));

    const options = (await records<MemberOrderPage>(admin, 'orders?product=options')).body.data;
    expect(options).toEqual({ product: 'options', ...(await ownList<OptionRow>('/api/member/optionsRecord/listH5')) });
    expect(options.rows.map((row) => row.id)).toEqual([ids.option]);
    expect((await records(admin, 'orders?product=staking')).status).toBe(400);
  });

  it("shows the member's positions, open and closed, newest first and paged", async () => {
    const all = (await records<Page<ContractRow>>(admin, 'positions')).body.data;
    expect(all.rows.map((row) => [row.id, row.status])).toEqual([
      [ids.positionClosed, 'closed'],
      [ids.positionOpen, 'open'],
    ]);
    expect(all.rows[0]).toMatchObject({ pair: 'btcusdt', side: 'short', leverage: 20, margin: '20', size: '0.008', openPrice: '50000', closePrice: '50000', closeReason: 'manual', realizedPnl: '0' });
    expect(all.rows[1]).toMatchObject({ side: 'long', leverage: 10, margin: '100', size: '0.02', openPrice: '50000', liquidationPrice: '45250', closedAt: null });
    const page2 = (await records<Page<ContractRow>>(admin, 'positions?pageSize=1&pageNum=2')).body.data;
    expect(page2).toEqual({ rows: [all.rows[1]], total: 2 });
    expect((await records<Page<ContractRow>>(admin, 'positions?status=open')).body.data.rows.map((row) => row.id)).toEqual([ids.positionOpen]);
    expect((await records<Page<ContractRow>>(admin, 'positions?status=closed')).body.data.rows.map((row) => row.id)).toEqual([ids.positionClosed]);
    expect((await records<Page<ContractRow>>(admin, 'positions?pageNum=3&pageSize=1')).body.data).toEqual({ rows: [], total: 2 });
  });

  it('lets reviewers and support read them too, nobody else, and answers 404 for a member who is not there', async () => {
    const reviewer = await operator('reviewer');
    const support = await operator('support');
    const editor = await operator('editor');
    const stranger = await signInMember(t);
    for (const path of ['bills', 'orders?product=contract', 'positions']) {
      const asAdmin = await records(admin, path);
      expect(asAdmin.status, path).toBe(200);
      expect((await records(reviewer, path)).body, path).toEqual(asAdmin.body);
      expect((await records(support, path)).body, path).toEqual(asAdmin.body);
      expect((await records(editor, path)).status, path).toBe(403);
      expect((await records(stranger, path)).status, path).toBe(403);
      expect((await t.call({ method: 'GET', url: `/api/admin/members/${member.userId}/${path}` })).status, path).toBe(401);
      expect((await call(admin, 'GET', `/api/admin/members/2147483647/${path}`)).status, path).toBe(404);
      expect((await call(admin, 'GET', `/api/admin/members/0/${path}`)).status, path).toBe(400);
    }
    // The stranger has no records: an empty page, not another member's.
    const empty = await call<Page<BillRow>>(admin, 'GET', `/api/admin/members/${stranger.userId}/bills`);
    expect(empty.body.data).toEqual({ rows: [], total: 0 });
  });
});
