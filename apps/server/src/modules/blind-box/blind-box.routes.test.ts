import Decimal from '@halyard/shared/decimal';
import deDE from '@halyard/shared/messages/de_DE.json' with { type: 'json' };
import enUS from '@halyard/shared/messages/en_US.json' with { type: 'json' };
import { DEMO_PRIVATE_KEY, pickPrizeIndex, rollDigits, rollMessage, type BoxOpeningRow, type BoxSeedRotation, type BoxSeedState, type BoxTier } from '@halyard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../testing/build-test-app.js';
import { alertsOf, available, billCount, fundDirectly, signInMember, unbalancedAccounts, type TestMember } from '../../testing/members.js';
import { ScriptedFeed } from '../../testing/scripted-feed.js';
import { testDatabaseKinds } from '../../testing/test-database.js';
import { createTestWallet } from '../../testing/test-wallet.js';
import { formBody, settleJobs } from '../../testing/timed-work.js';

type Page<T> = { rows: T[]; total: number };
const PAYOUT_MS = 60_000;

const encode = (text: string) => new TextEncoder().encode(text);
const hex = (buffer: ArrayBuffer) => Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** What a member's browser does with a revealed seed: recompute the roll with Web Crypto, never trusting the server. */
async function recompute(opening: BoxOpeningRow, serverSeed: string) {
  const subtle = globalThis.crypto.subtle;
  const key = await subtle.importKey('raw', encode(serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const roll = rollDigits(hex(await subtle.sign('HMAC', key, encode(rollMessage(opening.clientSeed, opening.nonce)))));
  const index = pickPrizeIndex(roll, opening.prizes.map((prize) => prize.probability));
  return { hash: hex(await subtle.digest('SHA-256', encode(serverSeed))), roll, index, prize: opening.prizes[index]?.amount };
}

describe.each(testDatabaseKinds())('blind boxes on %s', (database) => {
  const clock = createManualClock(new Date('2026-11-23T10:00:00Z'));
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ database, clock, marketFeed: new ScriptedFeed(clock, '100') });
  });
  afterAll(async () => {
    expect(await unbalancedAccounts(t)).toEqual([]);
    await t.close();
  });

  async function funded(amount: string): Promise<TestMember> {
    const member = await signInMember(t);
    await fundDirectly(t, member, amount);
    return member;
  }
  const open = (member: TestMember, body: { payload: unknown; headers?: Record<string, string> }) =>
    t.call<BoxOpeningRow>({ method: 'POST', url: '/api/member/boxRecord/openBox', payload: body.payload as string, headers: { ...member.headers, ...body.headers } });
  const seedOf = async (member: TestMember) => (await t.call<BoxSeedState>({ method: 'GET', url: '/api/member/boxSeed', headers: member.headers })).body.data;
  const history = async (member: TestMember, query = '') => (await t.call<Page<BoxOpeningRow>>({ method: 'GET', url: `/api/member/boxRecord/listH5${query}`, headers: member.headers })).body.data;

  it('publishes four tiers with their whole prize tables and honest expected returns', async () => {
    const tiers = (await t.call<Page<BoxTier>>({ method: 'GET', url: '/api/member/boxConfig/listH5' })).body.data.rows;
    expect(tiers.map(({ level, price, gift, expectedReturn, expectedReturnRate }) => ({ level, price, gift, expectedReturn, expectedReturnRate }))).toEqual([
      { level: 1, price: '10', gift: '0.3', expectedReturn: '9.5', expectedReturnRate: '0.95' },
      { level: 2, price: '50', gift: '1', expectedReturn: '47', expectedReturnRate: '0.94' },
      { level: 3, price: '100', gift: '2', expectedReturn: '94', expectedReturnRate: '0.94' },
      { level: 4, price: '500', gift: '10', expectedReturn: '473.5', expectedReturnRate: '0.947' },
    ]);
    expect(tiers[0]?.prizes).toEqual([
      { amount: '2', probability: '0.35' },
      { amount: '5', probability: '0.3' },
      { amount: '10', probability: '0.2' },
      { amount: '20', probability: '0.1' },
      { amount: '50', probability: '0.04' },
      { amount: '100', probability: '0.01' },
    ]);
  });

  it('opens a box by form or JSON under the committed seed, and pays the prize once, a minute later', async () => {
    const member = await funded('100');
    const committed = await seedOf(member);
    expect(committed).toEqual({ serverSeedHash: expect.stringMatching(/^[0-9a-f]{64}$/), nextNonce: 0 });
    expect(await seedOf(member)).toEqual(committed);

    const byForm = await open(member, formBody({ level: '1', clientSeed: 'my-lucky-seed' }));
    expect(byForm.status).toBe(200);
    const first = byForm.body.data;
    expect(first).toMatchObject({ level: 1, price: '10', gift: '0.3', serverSeedHash: committed.serverSeedHash, serverSeed: null, clientSeed: 'my-lucky-seed', nonce: 0, status: 'pending', paidAt: null });
    expect(first.payoutAt).toBe(new Date(clock.now().getTime() + PAYOUT_MS).toISOString());
    expect(first.prize).toBe(first.prizes[first.prizeIndex]?.amount);
    const second = (await open(member, { payload: { level: 2, clientSeed: 'second' } })).body.data;
    expect(second).toMatchObject({ nonce: 1, level: 2, price: '50' });
    expect(await seedOf(member)).toEqual({ ...committed, nextNonce: 2 });
    expect(await available(t, member, 'fund')).toBe('40');

    clock.advance(PAYOUT_MS - 1000);
    await settleJobs(t, clock);
    expect((await history(member, '?status=pending')).total).toBe(2);
    clock.advance(1000);
    await settleJobs(t, clock);
    await settleJobs(t, clock);
    const paid = await history(member);
    expect(paid.rows.map((row) => [row.id, row.status, row.paidAt])).toEqual([
      [second.id, 'paid', clock.now().toISOString()],
      [first.id, 'paid', clock.now().toISOString()],
    ]);
    const won = new Decimal(first.prize).plus(first.gift).plus(second.prize).plus(second.gift);
    expect(await available(t, member, 'fund')).toBe(won.plus(40).toFixed());
    const bills = await t.database.db.selectFrom('bills').select('type').where('user_id', '=', member.userId).execute();
    expect(bills.map((bill) => bill.type).sort()).toEqual(['box_prize', 'box_prize', 'box_purchase', 'box_purchase', 'deposit']);
    // Each payout told once, with what it paid beside what the box cost.
    const paidOf = (box: BoxOpeningRow) => new Decimal(box.prize).plus(box.gift);
    expect(await alertsOf(t, member, 'blindBox')).toEqual(
      [first, second].map((box) => ({ kind: 'boxPaid', refId: String(box.id), params: { prize: paidOf(box).toFixed(), cost: box.price, net: paidOf(box).minus(box.price).toFixed(), level: String(box.level), coin: 'USDT' } })),
    );
    expect((await t.call<BoxOpeningRow>({ method: 'GET', url: `/api/member/boxRecord/${first.id}`, headers: member.headers })).body.data).toMatchObject({ id: first.id, status: 'paid' });
    const stranger = await signInMember(t);
    const foreign = await t.call({ method: 'GET', url: `/api/member/boxRecord/${first.id}`, headers: stranger.headers });
    expect([foreign.status, foreign.body.msg]).toEqual([404, enUS.notFound]);
  });

  it('refuses bad input with a translated 4xx and takes neither money nor a nonce', async () => {
    const member = await funded('20');
    await seedOf(member);
    const bills = await billCount(t, member.userId);
    const cases: Array<[{ payload: unknown; headers?: Record<string, string> }, number, string]> = [
      [formBody({ levle: '1', clientSeed: 'abc' }), 400, enUS.fieldRequired.replace('{field}', enUS.fields.level)],
      [formBody({ level: 'one', clientSeed: 'abc' }), 400, enUS.fieldInvalid.replace('{field}', enUS.fields.level)],
      [formBody({ level: '1' }), 400, enUS.fieldRequired.replace('{field}', enUS.fields.clientSeed)],
      [formBody({ level: '1', clientSeed: 'has space' }), 400, enUS.fieldInvalid.replace('{field}', enUS.fields.clientSeed)],
      [formBody({ level: '1', clientSeed: 'x'.repeat(65) }), 400, enUS.textTooLong.replace('{field}', enUS.fields.clientSeed).replace('{max}', '64')],
      [{ payload: 'level=1&level=2&clientSeed=a', headers: formBody({}).headers }, 400, enUS.fieldInvalid.replace('{field}', enUS.fields.level)],
      [formBody({ level: '9', clientSeed: 'abc' }), 422, enUS.boxLevelUnknown.replace('{level}', '9')],
      [{ ...formBody({ level: '9', clientSeed: 'abc' }), headers: { ...formBody({}).headers, 'accept-language': 'de-DE' } }, 422, deDE.boxLevelUnknown.replace('{level}', '9')],
      [formBody({ level: '3', clientSeed: 'abc' }), 422, enUS.insufficientBalance],
      [{ payload: { level: 1, clientSeed: 42 } }, 400, enUS.fieldInvalid.replace('{field}', enUS.fields.clientSeed)],
    ];
    for (const [body, status, msg] of cases) {
      const answer = await open(member, body);
      expect([answer.status, answer.body.msg], JSON.stringify(body)).toEqual([status, msg]);
    }
    expect(await billCount(t, member.userId)).toBe(bills);
    expect((await seedOf(member)).nextNonce).toBe(0);
    expect((await history(member)).total).toBe(0);
  });

  it('refuses the demo account with 403', async () => {
    const demo = await signInMember(t, { wallet: createTestWallet(DEMO_PRIVATE_KEY) });
    const opened = await open(demo, formBody({ level: '1', clientSeed: 'demo' }));
    const rotated = await t.call({ method: 'POST', url: '/api/member/boxSeed/rotate', headers: demo.headers });
    expect([opened.status, opened.body.msg, rotated.status]).toEqual([403, enUS.mockNotSupported, 403]);
    expect(await available(t, demo, 'fund')).toBe('100000');
  });

  it('verifies every past opening from the seed a rotation reveals, and commits a new seed', async () => {
    const member = await funded('2000');
    const committed = await seedOf(member);
    for (let index = 0; index < 24; index += 1) {
      const answer = await open(member, formBody({ level: String((index % 3) + 1), clientSeed: `seed-${index % 5}` }));
      expect(answer.status).toBe(200);
    }
    const before = await history(member, '?pageSize=100');
    expect(before.rows.every((row) => row.serverSeed === null)).toBe(true);

    const rotation = (await t.call<BoxSeedRotation>({ method: 'POST', url: '/api/member/boxSeed/rotate', headers: member.headers })).body.data;
    expect(rotation.revealed).toMatchObject({ serverSeedHash: committed.serverSeedHash, openings: 24 });
    expect(rotation.current.serverSeedHash).not.toBe(committed.serverSeedHash);
    expect(rotation.current.nextNonce).toBe(0);
    expect(await seedOf(member)).toEqual(rotation.current);

    const after = await history(member, '?pageSize=100');
    expect(after.rows.map((row) => row.nonce).sort((a, b) => a - b)).toEqual(Array.from({ length: 24 }, (_, index) => index));
    for (const opening of after.rows) {
      expect(opening.serverSeed).toBe(rotation.revealed.serverSeed);
      const check = await recompute(opening, rotation.revealed.serverSeed);
      expect(check).toEqual({ hash: opening.serverSeedHash, roll: opening.roll, index: opening.prizeIndex, prize: opening.prize });
    }
    const next = (await open(member, { payload: { level: '1', clientSeed: 'fresh' } })).body.data;
    expect(next).toMatchObject({ nonce: 0, serverSeedHash: rotation.current.serverSeedHash, serverSeed: null });
  });
});
