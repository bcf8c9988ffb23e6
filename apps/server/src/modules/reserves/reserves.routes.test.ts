import { addReserveAmounts, RESERVE_ZERO, reserveAmount, verifyReserveProof, webCryptoSha256, type ReserveProofData, type ReserveSnapshot } from '@halyard/shared';
import enUS from '@halyard/shared/messages/en_US.json' with { type: 'json' };
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../testing/build-test-app.js';
import { fundDirectly, signInMember, type TestMember } from '../../testing/members.js';
import { testDatabaseKinds } from '../../testing/test-database.js';
import { createTestWallet } from '../../testing/test-wallet.js';
import type { TakenReserveSnapshot } from './reserves.service.js';

const FUNDED = ['125.5', '0.000001', '3000', '42.42', '7'];

/** Proof of reserves through the API: snapshots equal to the ledger, proofs members verify, the hourly limit. */
describe.each(testDatabaseKinds())('proof of reserves on %s', (database) => {
  const adminWallet = createTestWallet();
  const clock = createManualClock(new Date('2026-11-29T10:00:00Z'));
  let t: TestApp;
  let admin: TestMember;
  let members: TestMember[];

  const call = <T>(who: TestMember | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.call<T>({ method, url, headers: { ...(who?.headers ?? {}), 'accept-language': 'en-US' }, ...(payload ? { payload } : {}) });
  const published = async (query = '') => (await call<{ rows: ReserveSnapshot[]; total: number }>(null, 'GET', `/api/reserves?pageSize=100${query}`)).body.data;
  const ledgerOwed = async (coin: string) => {
    // The ledger's member liabilities, the demo account's virtual funds aside.
    const { rows } = await sql<{ owed: string }>`select sum(amount + frozen_change)::text as owed from bills join users on users.id = bills.user_id where account_id is not null and users.kind <> 'mock' and coin = ${coin}`.execute(t.database.db);
    return rows[0]?.owed ?? '0';
  };

  beforeAll(async () => {
    t = await buildTestApp({ database, clock, env: { ADMIN_ADDRESSES: adminWallet.address } });
    admin = await signInMember(t, { wallet: adminWallet });
    members = [];
    for (const amount of FUNDED) {
      const member = await signInMember(t);
      await fundDirectly(t, member, amount);
      members.push(member);
    }
    // One member holds ETH too: a second tree.
    await t.runtime.money.transaction((trx) =>
      t.runtime.money.post(trx, {
        type: 'deposit',
        ref: { type: 'test', id: 'eth' },
        sides: [
          { member: members[0]?.userId as number, account: 'fund', coin: 'ETH', available: '1.25' },
          { platform: 'deposits', coin: 'ETH', amount: '-1.25' },
        ],
      }),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it("takes a snapshot while transfers run that equals the ledger's liabilities, and every member's proof verifies", async () => {
    // Members move money between their own accounts while the snapshot reads: their totals never change.
    const moving = [0, 2, 3].flatMap((index) =>
      Array.from({ length: 6 }, () => call(members[index] ?? null, 'POST', '/api/member/transferRecord/add', { coin: 'USDT', amount: '1', from: 'fund', to: 'options' })),
    );
    const [taken, ...moved] = await Promise.all([call<TakenReserveSnapshot>(admin, 'POST', '/api/admin/reserves/snapshot'), ...moving]);
    expect(moved.map((answer) => answer.status)).toEqual(moving.map(() => 200));
    expect(taken.status).toBe(200);
    const coins = taken.body.data.coins;
    expect(coins.map((row) => [row.coin, row.leaves, row.reservesStatus, row.reserves])).toEqual([
      ['ETH', 1, 'notConfigured', null],
      ['USDT', 5, 'notConfigured', null],
    ]);
    const usdt = coins.find((row) => row.coin === 'USDT') as ReserveSnapshot;
    expect(usdt.liabilities).toBe(FUNDED.reduce((sum, amount) => addReserveAmounts(sum, reserveAmount(amount)), RESERVE_ZERO));
    expect(usdt.liabilities).toBe(reserveAmount(await ledgerOwed('USDT')));
    expect(await published()).toEqual({ rows: coins, total: 2 });

    for (const [index, member] of members.entries()) {
      const proof = await call<ReserveProofData>(member, 'GET', '/api/member/reserves/proof?coin=USDT');
      expect(proof.status).toBe(200);
      expect(proof.body.data).toMatchObject({ snapshotId: usdt.snapshotId, coin: 'USDT', siblings: expect.any(Array) });
      expect(Number(proof.body.data.balance)).toBe(Number(FUNDED[index]));
      expect(proof.body.data.siblings).toHaveLength(3);
      expect(await verifyReserveProof(proof.body.data, { hash: usdt.rootHash, sum: usdt.liabilities }, webCryptoSha256)).toEqual({ ok: true, root: { hash: usdt.rootHash, sum: usdt.liabilities } });
    }
    // The leaves are shuffled: the positions are a permutation of the first five places.
    const positions = await Promise.all(members.map(async (member) => (await call<ReserveProofData>(member, 'GET', '/api/member/reserves/proof?coin=USDT')).body.data.position));
    expect([...positions].sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('answers 404 to a member who held none of the coin, and to a snapshot that does not exist; sign-in first', async () => {
    const stranger = await signInMember(t);
    const none = await call(stranger, 'GET', '/api/member/reserves/proof?coin=USDT');
    expect(none).toMatchObject({ status: 404, body: { msg: enUS.reservesProofNotFound } });
    expect((await call(members[1] ?? null, 'GET', '/api/member/reserves/proof?coin=ETH')).status).toBe(404);
    expect((await call(members[0] ?? null, 'GET', '/api/member/reserves/proof?coin=USDT&snapshotId=999999')).status).toBe(404);
    expect((await call(null, 'GET', '/api/member/reserves/proof?coin=USDT')).status).toBe(401);
    expect((await call(members[0] ?? null, 'GET', '/api/member/reserves/proof?coin=USDT&snapshotId=abc')).status).toBe(400);
    expect((await call(members[0] ?? null, 'POST', '/api/admin/reserves/snapshot')).status).toBe(403);
  });

  it('refuses a second snapshot within the hour, then keeps both and proves against either', async () => {
    const first = (await published('&coin=USDT')).rows[0] as ReserveSnapshot;
    const early = await call(admin, 'POST', '/api/admin/reserves/snapshot');
    expect(early).toMatchObject({ status: 429, body: { msg: enUS.reservesSnapshotTooSoon.replace('{minutes}', '60') } });
    clock.advance(30 * 60_000);
    expect((await call(admin, 'POST', '/api/admin/reserves/snapshot')).body.msg).toBe(enUS.reservesSnapshotTooSoon.replace('{minutes}', '30'));
    clock.advance(30 * 60_000);
    await fundDirectly(t, members[2] as TestMember, '0.5');
    const second = await call<TakenReserveSnapshot>(admin, 'POST', '/api/admin/reserves/snapshot');
    expect(second.status).toBe(200);
    const latest = second.body.data.coins.find((row) => row.coin === 'USDT') as ReserveSnapshot;
    expect(latest.snapshotId).toBeGreaterThan(first.snapshotId);
    expect(latest.rootHash).not.toBe(first.rootHash);
    expect(latest.liabilities).toBe(addReserveAmounts(first.liabilities, '0.500000000000000000'));
    const member = members[2] as TestMember;
    const now = (await call<ReserveProofData>(member, 'GET', '/api/member/reserves/proof?coin=USDT')).body.data;
    const then = (await call<ReserveProofData>(member, 'GET', `/api/member/reserves/proof?coin=USDT&snapshotId=${first.snapshotId}`)).body.data;
    expect([now.snapshotId, now.balance, then.snapshotId, then.balance]).toEqual([latest.snapshotId, '3000.500000000000000000', first.snapshotId, '3000.000000000000000000']);
    // A fresh nonce per snapshot: the two leaves cannot be linked.
    expect(now.nonce).not.toBe(then.nonce);
    expect((await verifyReserveProof(then, { hash: first.rootHash, sum: first.liabilities }, webCryptoSha256)).ok).toBe(true);
    expect((await verifyReserveProof(then, { hash: latest.rootHash, sum: latest.liabilities }, webCryptoSha256)).ok).toBe(false);
    expect((await published('&coin=USDT')).total).toBe(2);
  });
});
