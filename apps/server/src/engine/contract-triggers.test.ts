import fc from 'fast-check';
import type { ContractRow } from '@halyard/shared';
import { coinByPair, contractSize, liquidationPrice } from '@halyard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../testing/build-test-app.js';
import { fundDirectly, signInMember, unbalancedAccounts, type TestMember } from '../testing/members.js';
import { ScriptedFeed } from '../testing/scripted-feed.js';
import { createTestDatabase, testDatabaseKinds } from '../testing/test-database.js';

/** Pairs quoted to the cent, so one price path serves them all (the first pair and later ones alike). */
const PAIRS = ['btcusdt', 'ethusdt', 'ltcusdt'] as const;

interface OrderPlan {
  pair: (typeof PAIRS)[number];
  side: 'long' | 'short';
  priceType: 'market' | 'limit';
  /** Limit price, in hundreds of USDT. */
  limit: number;
  leverage: number;
  margin: number;
  /** Take profit and stop loss as offsets (hundreds of USDT) from the entry, on their own side; 0 = none. */
  tp: number;
  sl: number;
}

interface Expected {
  status: 'pending' | 'open' | 'closed';
  openSecond: number | null;
  openPrice: string | null;
  closeSecond: number | null;
  closePrice: string | null;
  closeReason: string | null;
}

/** Whether the index reached a level: a long's fill, stop and liquidation wait for a fall, its profit for a rise. */
function reached(side: 'long' | 'short', kind: 'fill' | 'takeProfit' | 'stopLoss' | 'liquidation', level: number, price: number): boolean {
  const below = side === 'long' ? kind !== 'takeProfit' : kind === 'takeProfit';
  return below ? price <= level : price >= level;
}

/** The published rule, written again from its words: what must become of an order on this path. */
function model(plan: OrderPlan, body: { price?: string; stopProfit?: string; stopLoss?: string }, start: { second: number; price: number }, path: Array<{ second: number; price: number }>): Expected {
  const result: Expected = { status: 'pending', openSecond: null, openPrice: null, closeSecond: null, closePrice: null, closeReason: null };
  let entry: number | null = null;
  const open = (price: number, second: number) => {
    entry = price;
    Object.assign(result, { status: 'open', openSecond: second, openPrice: String(price) });
  };
  if (plan.priceType === 'market' || reached(plan.side, 'fill', Number(body.price), start.price)) open(start.price, start.second);
  for (const { second, price } of path) {
    if (entry === null) {
      if (reached(plan.side, 'fill', Number(body.price), price)) open(Number(body.price), second);
      continue;
    }
    if (result.openSecond === null || second <= result.openSecond) continue;
    const size = contractSize(plan.margin, plan.leverage, entry, coinByPair(plan.pair)?.amountPrecision ?? 8);
    const liq = Number(liquidationPrice(plan.side, plan.margin, size, entry, '0.005', 2));
    const candidates: Array<[string, number]> = [];
    if (body.stopProfit && reached(plan.side, 'takeProfit', Number(body.stopProfit), price)) candidates.push(['takeProfit', Number(body.stopProfit)]);
    if (body.stopLoss && reached(plan.side, 'stopLoss', Number(body.stopLoss), price)) candidates.push(['stopLoss', Number(body.stopLoss)]);
    if (reached(plan.side, 'liquidation', liq, price)) candidates.push(['liquidation', liq]);
    if (!candidates.length) continue;
    // The level the price met first: the nearest to where it came from (a stop before a liquidation at the same level).
    candidates.sort(([, a], [, b]) => (plan.side === 'long' ? b - a : a - b));
    const [reason, level] = candidates[0] as [string, number];
    return { ...result, status: 'closed', closeSecond: second, closePrice: String(level), closeReason: reason };
  }
  return result;
}

const planArbitrary: fc.Arbitrary<OrderPlan> = fc.record({
  pair: fc.constantFrom(...PAIRS),
  side: fc.constantFrom('long' as const, 'short' as const),
  priceType: fc.constantFrom('market' as const, 'limit' as const),
  limit: fc.integer({ min: 470, max: 530 }),
  leverage: fc.constantFrom(5, 10, 20, 50, 100),
  margin: fc.integer({ min: 10, max: 300 }),
  tp: fc.integer({ min: 0, max: 30 }),
  sl: fc.integer({ min: 0, max: 30 }),
});

const CLOSE_ALERTS: Record<string, string> = { takeProfit: 'contractTakeProfit', stopLoss: 'contractStopLoss', liquidation: 'contractLiquidated' };

/** The kinds of the member's messages about one contract order, oldest first. */
async function alertsOf(t: TestApp, id: number): Promise<string[]> {
  // The margin warnings a path may raise on the way have their own test (margin-warning.test.ts).
  const rows = await t.database.db.selectFrom('messages').select('kind').where('ref_type', '=', 'contract').where('ref_id', '=', String(id)).where('kind', '!=', 'marginWarning').orderBy('id').execute();
  return rows.map((row) => row.kind);
}

describe.each(testDatabaseKinds())('the contract trigger engine on %s', (database) => {
  const clock = createManualClock(new Date('2026-11-23T08:00:00Z'));
  const feed = new ScriptedFeed(clock, '50000');
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ database, clock, marketFeed: feed });
    await t.engineReady();
  });
  afterAll(async () => {
    await t.close();
  });

  it('fires every trigger once, at the first second that reaches it, at its own price, with the books balanced after each step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(planArbitrary, { minLength: 1, maxLength: 5 }), fc.array(fc.integer({ min: 440, max: 560 }), { minLength: 4, maxLength: 12 }), async (plans, steps) => {
        const member: TestMember = await signInMember(t);
        await fundDirectly(t, member, '1000000');
        clock.advance(1000);
        for (const pair of PAIRS) feed.setPrice(pair, '50000');
        feed.tick();
        await t.runtime.triggerEngine.settled();
        const start = { second: Math.floor(clock.now().getTime() / 1000), price: 50000 };
        const placed: Array<{ id: number; plan: OrderPlan; body: Record<string, string> }> = [];
        for (const plan of plans) {
          const reference = plan.priceType === 'limit' && !reached(plan.side, 'fill', plan.limit * 100, start.price) ? plan.limit * 100 : start.price;
          const up = plan.side === 'long' ? 1 : -1;
          const body: Record<string, string> = { pair: plan.pair, side: plan.side, priceType: plan.priceType, margin: String(plan.margin), leverage: String(plan.leverage) };
          if (plan.priceType === 'limit') body.price = String(plan.limit * 100);
          if (plan.tp) body.stopProfit = String(reference + up * plan.tp * 100);
          if (plan.sl) body.stopLoss = String(reference - up * plan.sl * 100);
          const answer = await t.call<{ id: number }>({ method: 'POST', url: '/api/member/ContractRecord/add', headers: member.headers, payload: body });
          expect(answer.status, JSON.stringify(body)).toBe(200);
          placed.push({ id: answer.body.data.id, plan, body });
        }
        const path: Array<{ second: number; price: number }> = [];
        for (const step of steps) {
          clock.advance(1000);
          for (const pair of PAIRS) feed.setPrice(pair, String(step * 100));
          feed.tick();
          await t.runtime.triggerEngine.settled();
          path.push({ second: Math.floor(clock.now().getTime() / 1000), price: step * 100 });
          expect(await unbalancedAccounts(t)).toEqual([]);
        }
        for (const { id, plan, body } of placed) {
          const row = (await t.call<ContractRow>({ method: 'GET', url: `/api/member/ContractRecord/${id}`, headers: member.headers })).body.data;
          const want = model(plan, body, start, path);
          expect({ status: row.status, openSecond: row.openSecond, openPrice: row.openPrice, closeSecond: row.closeSecond, closePrice: row.closePrice, closeReason: row.closeReason }, JSON.stringify({ body, path })).toEqual(want);
          const bills = await t.database.db.selectFrom('bills').select('type').where('ref_type', '=', 'contract').where('ref_id', '=', String(id)).where('user_id', 'is not', null).execute();
          const count = (type: string) => bills.filter((bill) => bill.type === type).length;
          // Each step once: one reserve, at most one close; a fee bill at the opening and at a close that is not a liquidation.
          const fees = (want.status === 'pending' ? 0 : 1) + (want.status === 'closed' && want.closeReason !== 'liquidation' ? 1 : 0);
          expect([count('contract_reserve'), count('contract_fee'), count('contract_close') + count('contract_liquidation')]).toEqual([1, fees, want.status === 'closed' ? 1 : 0]);
          // The member is told once of each trigger: a waiting limit order filling, and the close that fired.
          expect(await alertsOf(t, id)).toEqual([...(want.openSecond !== null && want.openSecond > start.second ? ['contractFilled'] : []), ...(want.closeReason && want.closeReason !== 'manual' ? [CLOSE_ALERTS[want.closeReason]] : [])]);
        }
      }),
      { numRuns: database === 'pglite' ? 25 : 10 },
    );
  }, 180_000);
});

describe('the contract engine across a restart', () => {
  it('settles a take profit crossed while no process ran the engine, at the second it was crossed', async () => {
    const clock = createManualClock(new Date('2026-11-23T08:00:00Z'));
    const feed = new ScriptedFeed(clock, '50000');
    const database = await createTestDatabase('pglite');
    const first = await buildTestApp({ database, clock, marketFeed: feed });
    await first.engineReady();
    const member = await signInMember(first);
    await fundDirectly(first, member, '1000');
    const placed = await first.call<{ id: number }>({
      method: 'POST',
      url: '/api/member/ContractRecord/add',
      headers: member.headers,
      payload: { pair: 'btcusdt', side: 'long', priceType: 'market', margin: '100', leverage: 10, stopProfit: '55000' },
    });
    expect(placed.status).toBe(200);
    await first.close();

    // While nobody runs the engine: the index crosses the take profit at one second, then falls back.
    const downFrom = Math.floor(clock.now().getTime() / 1000);
    feed.setPrice('btcusdt', '53000', downFrom + 1);
    feed.setPrice('btcusdt', '56000', downFrom + 3);
    feed.setPrice('btcusdt', '51000', downFrom + 4);
    clock.advance(10_000);

    const second = await buildTestApp({ database, clock, marketFeed: feed });
    await second.engineReady();
    const read = async () => (await second.call<ContractRow>({ method: 'GET', url: `/api/member/ContractRecord/${placed.body.data.id}`, headers: member.headers })).body.data;
    await expect.poll(async () => (await read()).status, { timeout: 10_000 }).toBe('closed');
    expect(await read()).toMatchObject({ closeReason: 'takeProfit', closePrice: '55000', closeSecond: downFrom + 3, closeIndexPrice: '56000' });
    expect(await alertsOf(second, placed.body.data.id)).toEqual(['contractTakeProfit']);
    const [message] = await second.database.db.selectFrom('messages').select('params').where('ref_id', '=', String(placed.body.data.id)).execute();
    // 100 USDT at 10x from 50000: 0.02 BTC; closed at 55000: +100 gross, fees 0.5 + 0.55 (0.05% of each notional).
    expect(JSON.parse(message?.params ?? '{}')).toMatchObject({ pair: 'btcusdt', side: 'long', size: '0.02', price: '55000', pnl: '100', netPnl: '98.95', coin: 'USDT' });
    expect(await unbalancedAccounts(second)).toEqual([]);
    await second.close();
    await database.destroy();
  }, 60_000);
});
