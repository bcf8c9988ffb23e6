import type { ContractRow } from '@halyard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fireMarginTrigger } from '../modules/contract/contract-margin-warning.js';
import { saveEngineSecond } from '../modules/jobs/jobs.service.js';
import { buildTestApp, createManualClock, type TestApp } from '../testing/build-test-app.js';
import { fundDirectly, signInMember, unbalancedAccounts, type TestMember } from '../testing/members.js';
import { ScriptedFeed } from '../testing/scripted-feed.js';
import { createTestDatabase, testDatabaseKinds } from '../testing/test-database.js';

/** The margin warnings of a position, as the message center keeps them. */
async function warningsOf(t: TestApp, id: number): Promise<Array<Record<string, string>>> {
  const rows = await t.database.db.selectFrom('messages').select('params').where('kind', '=', 'marginWarning').where('ref_id', '=', String(id)).orderBy('id').execute();
  return rows.map((row) => JSON.parse(row.params) as Record<string, string>);
}

/** A 10x long of 100 USDT from 50000: 0.02 BTC, liquidation 45250, warned at 80 % of the way: 46200. */
async function openLong(t: TestApp, member: TestMember): Promise<number> {
  const placed = await t.call<{ id: number }>({
    method: 'POST',
    url: '/api/member/ContractRecord/add',
    headers: member.headers,
    payload: { pair: 'btcusdt', side: 'long', priceType: 'market', margin: '100', leverage: 10 },
  });
  expect(placed.status).toBe(200);
  return placed.body.data.id;
}

describe.each(testDatabaseKinds())('the margin warning on %s', (database) => {
  const clock = createManualClock(new Date('2026-11-23T09:00:00Z'));
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

  async function nextSecond(price: string) {
    clock.advance(1000);
    feed.setPrice('btcusdt', price);
    feed.tick();
    await t.runtime.triggerEngine.settled();
  }

  it('warns once per crossing of 80 % of the way to liquidation: up, stay, down, up again make two', async () => {
    feed.setPrice('btcusdt', '50000');
    const member = await signInMember(t);
    await fundDirectly(t, member, '1000');
    const id = await openLong(t, member);
    const read = async () => (await t.call<ContractRow>({ method: 'GET', url: `/api/member/ContractRecord/${id}`, headers: member.headers })).body.data;
    await nextSecond('47000');
    expect(await warningsOf(t, id)).toEqual([]);
    await nextSecond('46100');
    // (50000 − 46100) / (50000 − 45250) = 82.1 % of the way.
    expect(await warningsOf(t, id)).toEqual([{ pair: 'btcusdt', side: 'long', markPrice: '46100', liquidationPrice: '45250', ratio: '82.1' }]);
    expect((await read()).marginWarned).toBe(true);
    // A second engine (failover) that still held the warning level finds it warned, under the row lock: nothing.
    const stale = await fireMarginTrigger(t.runtime.services, id, 'marginWarning', { pair: 'btcusdt', second: Math.floor(clock.now().getTime() / 1000), price: '46100' });
    expect(stale).toBeNull();
    await nextSecond('46000');
    await nextSecond('45900');
    expect(await warningsOf(t, id)).toHaveLength(1);
    await nextSecond('47000');
    expect((await read()).marginWarned).toBe(false);
    expect(await warningsOf(t, id)).toHaveLength(1);
    await nextSecond('46200');
    expect((await warningsOf(t, id)).map((params) => params.ratio)).toEqual(['82.1', '80']);
    expect(await read()).toMatchObject({ status: 'open', marginWarned: true });
  });

  it('warns a short as the index rises towards its liquidation price', async () => {
    feed.setPrice('btcusdt', '50000');
    const member = await signInMember(t);
    await fundDirectly(t, member, '1000');
    const placed = await t.call<{ id: number }>({
      method: 'POST',
      url: '/api/member/ContractRecord/add',
      headers: member.headers,
      payload: { pair: 'btcusdt', side: 'short', priceType: 'market', margin: '100', leverage: 10 },
    });
    // Liquidation 54750; warned at 50000 + 0.8 × 4750 = 53800.
    await nextSecond('53700');
    expect(await warningsOf(t, placed.body.data.id)).toEqual([]);
    await nextSecond('53800');
    expect(await warningsOf(t, placed.body.data.id)).toEqual([{ pair: 'btcusdt', side: 'short', markPrice: '53800', liquidationPrice: '54750', ratio: '80' }]);
  });
});

describe('the margin warning across an engine restart', () => {
  it('warns exactly once for a crossing the new engine replays, and again for a new crossing it missed', async () => {
    const clock = createManualClock(new Date('2026-11-23T11:00:00Z'));
    const feed = new ScriptedFeed(clock, '50000');
    const database = await createTestDatabase('pglite');
    const first = await buildTestApp({ database, clock, marketFeed: feed });
    await first.engineReady();
    const member = await signInMember(first);
    await fundDirectly(first, member, '1000');
    const id = await openLong(first, member);
    const opened = Math.floor(clock.now().getTime() / 1000);
    clock.advance(1000);
    feed.setPrice('btcusdt', '46100');
    feed.tick();
    await first.runtime.triggerEngine.settled();
    expect(await warningsOf(first, id)).toHaveLength(1);
    await first.close();
    // As if the engine died before saving how far it got: its successor replays the crossing second.
    await saveEngineSecond(database.db, opened);

    const second = await buildTestApp({ database, clock, marketFeed: feed });
    await second.engineReady();
    await second.runtime.triggerEngine.settled();
    expect(await warningsOf(second, id)).toHaveLength(1);
    await second.close();

    // While nobody runs the engine the index comes back, then crosses again.
    const from = Math.floor(clock.now().getTime() / 1000);
    feed.setPrice('btcusdt', '47000', from + 1);
    feed.setPrice('btcusdt', '46150', from + 2);
    clock.advance(5000);
    const third = await buildTestApp({ database, clock, marketFeed: feed });
    await third.engineReady();
    await expect.poll(async () => (await warningsOf(third, id)).length, { timeout: 10_000 }).toBe(2);
    expect((await warningsOf(third, id))[1]).toMatchObject({ markPrice: '46150' });
    expect(await unbalancedAccounts(third)).toEqual([]);
    await third.close();
    await database.destroy();
  }, 60_000);
});
