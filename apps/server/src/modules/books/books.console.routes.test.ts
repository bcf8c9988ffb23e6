import type { Books, BooksSeriesDay } from '@halyard/shared';
import Decimal from '@halyard/shared/decimal';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, TEST_HOST, type TestApp } from '../../testing/build-test-app.js';
import { fundDirectly, signInMember, unbalancedAccounts, type TestMember } from '../../testing/members.js';
import { ScriptedFeed } from '../../testing/scripted-feed.js';
import { testDatabaseKinds } from '../../testing/test-database.js';
import { createTestWallet } from '../../testing/test-wallet.js';

const DAY_MS = 86_400_000;

/**
 * The books over time, over real records: each record is made through the real endpoints now, then
 * its times (and its bills') are moved to a chosen day of the period, so each series can be read
 * on the right days, a quiet day included.
 *
 * The app's clock stands at noon of a fixed day, "today". Bills take the database's own time when
 * they are written, which is later than that day: whatever is still stamped so when the records
 * are made is put on today, so no day of the period depends on when the test runs (on the wall
 * clock, a run across midnight UTC put the fundings on a day the period did not end with).
 */
describe.each(testDatabaseKinds())('the books over time on %s', (database) => {
  const adminWallet = createTestWallet();
  const today = Date.UTC(2026, 10, 20);
  const clock = createManualClock(new Date(today + 12 * 3_600_000));
  const feed = new ScriptedFeed(clock, '50000');
  /** Noon (or the given hour) of the day `back` days before today, UTC. */
  const dayAgo = (back: number, hour = 12) => new Date(today - back * DAY_MS + hour * 3_600_000);
  const dayKey = (back: number) => new Date(today - back * DAY_MS).toISOString().slice(0, 10);
  let t: TestApp;
  let admin: TestMember;
  let series: BooksSeriesDay[];
  let books: Books;
  const facts = { optionFee: '', optionAmount: '100', prizeOwed: '', openFee: '' };

  const on = (back: number) => {
    const row = series.find((day) => day.day === dayKey(back));
    if (!row) throw new Error(`no row for ${dayKey(back)}`);
    return row;
  };
  const product = (rows: BooksSeriesDay['feesByProduct'], name: string) => rows.find((row) => row.product === name)?.usdt;

  /** Moves a member's movements (both sides of each) of these bill types to a moment. */
  async function moveBills(member: TestMember, types: string[], at: Date) {
    await sql`
      update bills set created_at = ${at}
      where entry_id in (select entry_id from bills where user_id = ${member.userId} and type in (${sql.join(types)}))
    `.execute(t.database.db);
  }

  beforeAll(async () => {
    t = await buildTestApp({ database, clock, marketFeed: feed, env: { ADMIN_ADDRESSES: adminWallet.address } });
    await t.engineReady();
    admin = await signInMember(t, { wallet: adminWallet });
    const { db } = t.database;

    // A deposit, today.
    const trader = await signInMember(t);
    await fundDirectly(t, trader, '1000');

    // A 10x long of 100 on btcusdt opened three days ago at 50000, closed by hand yesterday at 49000.
    feed.setPrice('btcusdt', '50000');
    const placed = await t.call<{ id: number }>({
      method: 'POST',
      url: '/api/member/ContractRecord/add',
      headers: trader.headers,
      payload: { pair: 'btcusdt', side: 'long', priceType: 'market', margin: '100', leverage: 10 },
    });
    expect(placed.status).toBe(200);
    clock.advance(1000);
    feed.setPrice('btcusdt', '49000');
    feed.tick();
    await t.runtime.triggerEngine.settled();
    expect((await t.call({ method: 'PUT', url: `/api/member/ContractRecord/closeContract?id=${placed.body.data.id}`, headers: trader.headers })).status).toBe(200);
    await db.updateTable('contract_orders').set({ opened_at: dayAgo(3), closed_at: dayAgo(1) }).where('id', '=', placed.body.data.id).execute();
    await moveBills(trader, ['contract_reserve', 'contract_fee'], dayAgo(3));
    await moveBills(trader, ['contract_close'], dayAgo(1));
    const contract = await db.selectFrom('contract_orders').selectAll().where('id', '=', placed.body.data.id).executeTakeFirstOrThrow();
    facts.openFee = new Decimal(contract.open_fee).toFixed();

    // An option of 100 bought two days ago, not settled.
    const buyer = await signInMember(t);
    await fundDirectly(t, buyer, '1000', 'options');
    const option = await t.call<{ id: number }>({
      method: 'POST',
      url: '/api/member/optionsRecord/add',
      headers: buyer.headers,
      payload: { pair: 'ethusdt', direction: 'fall', period: 30, amount: facts.optionAmount },
    });
    expect(option.status).toBe(200);
    await sql`update option_orders set created_at = ${dayAgo(2)} where id = ${option.body.data.id}`.execute(db);
    await sql`update bills set created_at = ${dayAgo(2)} where entry_id in (select entry_id from bills where user_id = ${buyer.userId} and type like 'option%')`.execute(db);
    facts.optionFee = new Decimal((await db.selectFrom('option_orders').select('fee').where('id', '=', option.body.data.id).executeTakeFirstOrThrow()).fee).toFixed();

    // A stake of 400 started two days ago, running.
    const staker = await signInMember(t);
    await fundDirectly(t, staker, '1000', 'staking');
    const plans = await t.call<{ rows: Array<{ id: number; days: number }> }>({ method: 'GET', url: '/api/member/stakConfig/listH5' });
    const plan = plans.body.data.rows.find((row) => row.days === 7);
    const stake = await t.call<{ id: number }>({ method: 'POST', url: '/api/member/stakRecord/add', headers: staker.headers, payload: { configId: plan?.id, amount: '400' } });
    expect(stake.status).toBe(200);
    await db.updateTable('stakes').set({ start_at: dayAgo(2) }).where('id', '=', stake.body.data.id).execute();

    // A box opened yesterday whose prize the engine has not paid yet.
    const player = await signInMember(t);
    await fundDirectly(t, player, '100');
    const box = await t.call<{ id: number }>({ method: 'POST', url: '/api/member/boxRecord/openBox', headers: player.headers, payload: { level: 1, clientSeed: 'books' } });
    expect(box.status).toBe(200);
    await sql`update box_openings set created_at = ${dayAgo(1)} where id = ${box.body.data.id}`.execute(db);
    const opening = await db.selectFrom('box_openings').select(['prize', 'gift', 'status']).where('id', '=', box.body.data.id).executeTakeFirstOrThrow();
    expect(opening.status).toBe('pending');
    facts.prizeOwed = new Decimal(opening.prize).plus(opening.gift).toFixed();

    // Two nightly checks yesterday: the day shows the later one.
    for (const hour of [1, 5]) {
      clock.set(dayAgo(1, hour));
      await t.runtime.money.transaction((trx) => t.runtime.money.recordCheck(trx, dayAgo(1, 0)));
    }
    clock.set(dayAgo(0));

    // The fundings, the stake's and the box's own bills (and the seed's) still carry the database's time: today.
    await sql`update bills set created_at = ${dayAgo(0, 9)} where created_at >= ${dayAgo(-1, 0)}`.execute(db);

    books = (await t.call<Books>({ method: 'GET', url: '/api/admin/books?days=7', headers: admin.headers })).body.data;
    series = books.series;
  });
  afterAll(async () => {
    expect(await unbalancedAccounts(t)).toEqual([]);
    await t.close();
  });

  it('has every UTC day of the period, oldest first, ending today', () => {
    expect(series.map((row) => row.day)).toEqual([6, 5, 4, 3, 2, 1, 0].map(dayKey));
  });

  it('shows a quiet day as zero in every series', () => {
    const quiet = on(4);
    expect(quiet.feesByProduct).toEqual(expect.arrayContaining([{ product: 'contract', usdt: '0' }, { product: 'spot', usdt: '0' }, { product: 'options', usdt: '0' }]));
    expect(quiet.housePnlByProduct.every((row) => row.usdt === '0')).toBe(true);
    expect(quiet.openInterest).toEqual([{ pair: 'btcusdt', longMargin: '0', shortMargin: '0', positions: 0 }]);
    expect(quiet.optionsInFlight).toEqual({ count: 0, amountUsdt: '0' });
    expect(quiet.stakingLiabilities).toEqual({ count: 0, usdt: '0' });
    expect(quiet.prizesOwed).toEqual({ count: 0, usdt: '0' });
    expect(quiet.ledger).toBeNull();
  });

  it('keeps a position in the open interest from the day it opened until the day it closed', () => {
    expect([4, 3, 2, 1, 0].map((back) => on(back).openInterest[0])).toEqual([
      { pair: 'btcusdt', longMargin: '0', shortMargin: '0', positions: 0 },
      { pair: 'btcusdt', longMargin: '100', shortMargin: '0', positions: 1 },
      { pair: 'btcusdt', longMargin: '100', shortMargin: '0', positions: 1 },
      { pair: 'btcusdt', longMargin: '0', shortMargin: '0', positions: 0 },
      { pair: 'btcusdt', longMargin: '0', shortMargin: '0', positions: 0 },
    ]);
  });

  it('books fees and the house result by product on the day they were earned', () => {
    expect(facts.openFee).toBe('0.5');
    expect(product(on(3).feesByProduct, 'contract')).toBe('0.5');
    // Closed at 49000: a loss of 20 to the member, the house's gain; the closing fee is 0.05 % of 980.
    expect(product(on(1).feesByProduct, 'contract')).toBe('0.49');
    expect(product(on(1).housePnlByProduct, 'contract')).toBe('20');
    expect(product(on(2).feesByProduct, 'contract')).toBe('0');
    expect(product(on(2).feesByProduct, 'options')).toBe(facts.optionFee);
    expect(product(on(0).feesByProduct, 'options')).toBe('0');
  });

  it('counts options in flight, staking principal and unpaid prizes at the end of each day', () => {
    expect([3, 2, 1, 0].map((back) => on(back).optionsInFlight)).toEqual([
      { count: 0, amountUsdt: '0' },
      { count: 1, amountUsdt: '100' },
      { count: 1, amountUsdt: '100' },
      { count: 1, amountUsdt: '100' },
    ]);
    expect([3, 2, 0].map((back) => on(back).stakingLiabilities)).toEqual([
      { count: 0, usdt: '0' },
      { count: 1, usdt: '400' },
      { count: 1, usdt: '400' },
    ]);
    expect([2, 1, 0].map((back) => on(back).prizesOwed)).toEqual([
      { count: 0, usdt: '0' },
      { count: 1, usdt: facts.prizeOwed },
      { count: 1, usdt: facts.prizeOwed },
    ]);
    expect(books.stakingLiabilities).toEqual({ count: 1, usdt: '400' });
    expect(books.prizesOwed).toEqual({ count: 1, usdt: facts.prizeOwed });
  });

  it("shows each day's last nightly ledger check, and none on a day without one", () => {
    expect(on(1).ledger).toMatchObject({ ok: true, checkedAt: dayAgo(1, 5).toISOString(), unbalancedAccounts: 0, unbalancedEntries: 0 });
    expect(on(2).ledger).toBeNull();
  });

  it('exports every series as CSV columns after the daily flows, one line per day', async () => {
    const csv = await t.app.inject({ url: '/api/admin/books.csv?days=7', headers: { ...admin.headers, host: TEST_HOST } });
    const [head = '', ...lines] = csv.body.trim().split('\n');
    const columns = head.split(',');
    expect(columns.slice(0, 5)).toEqual(['day', 'deposits_usdt', 'withdrawals_usdt', 'fees_usdt', 'house_pnl_usdt']);
    expect(columns).toEqual(expect.arrayContaining(['fees_contract_usdt', 'open_interest_btcusdt_long_usdt', 'options_in_flight_usdt', 'staking_liabilities_usdt', 'prizes_owed_usdt', 'ledger_check']));
    expect(lines).toHaveLength(7);
    const cell = (back: number, column: string) => lines.find((line) => line.startsWith(dayKey(back)))?.split(',')[columns.indexOf(column)];
    expect(cell(2, 'open_interest_btcusdt_long_usdt')).toBe('100');
    expect(cell(4, 'open_interest_btcusdt_long_usdt')).toBe('0');
    expect(cell(2, 'staking_liabilities_usdt')).toBe('400');
    expect(cell(1, 'prizes_owed_usdt')).toBe(facts.prizeOwed);
    expect(cell(1, 'ledger_check')).toBe('ok');
    expect(cell(0, 'deposits_usdt')).not.toBe('0');
  });

  it('keeps the period bounded', async () => {
    expect((await t.call({ method: 'GET', url: '/api/admin/books?days=366', headers: admin.headers })).status).toBe(400);
    const year = await t.call<Books>({ method: 'GET', url: '/api/admin/books?days=365', headers: admin.headers });
    expect(year.body.data.series).toHaveLength(365);
  });
});
