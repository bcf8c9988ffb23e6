import type { AuditRow, OperatorRole, ReserveWalletProposal, ReserveWalletsView } from '@halyard/shared';
import enUS from '@halyard/shared/messages/en_US.json' with { type: 'json' };
import { getAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../testing/build-test-app.js';
import { signInMember, type TestMember } from '../../testing/members.js';
import { testDatabaseKinds } from '../../testing/test-database.js';
import { createTestWallet } from '../../testing/test-wallet.js';

const COLD = '0x8802Ed140415F3b1142F20064e798cd6b53b9512';
const WARM = '0x0F5D2fB29fb7d3CFeE444a200298f468908cC942';
const HOT = '0xAb5801a7D398351b8bE11C439e05C5B3259aeC9B';
const BITCOIN = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
const START = new Date('2026-12-01T09:00:00.000Z');

const withAddress = (template: string, address: string) => template.replace('{address}', address);

/** The platform's declared wallets, added and removed by two admins (four eyes), every step audited. */
describe.each(testDatabaseKinds())('declared reserve wallets in the console on %s', (database) => {
  const firstWallet = createTestWallet();
  const secondWallet = createTestWallet();
  const clock = createManualClock(START);
  let t: TestApp;
  let first: TestMember;
  let second: TestMember;
  let member: TestMember;

  const call = <T>(who: TestMember | null, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.call<T>({ method, url, headers: { ...(who?.headers ?? {}), 'accept-language': 'en-US' }, ...(payload ? { payload } : {}) });
  const view = async (who: TestMember = first) => (await call<ReserveWalletsView>(who, 'GET', '/api/admin/reserves/wallets')).body.data;
  const propose = (who: TestMember, body: object) => call<ReserveWalletProposal>(who, 'POST', '/api/admin/reserves/wallets/proposals', body);
  const decide = (who: TestMember, id: number, decision: 'approve' | 'reject') => call<ReserveWalletProposal>(who, 'POST', `/api/admin/reserves/wallets/proposals/${id}/${decision}`);
  const audit = async (action: string) => (await call<{ rows: AuditRow[] }>(first, 'GET', `/api/admin/audit?action=${action}&pageSize=50`)).body.data.rows;
  const declared = () => t.runtime.services.reserveWallets.declaredAddresses();
  /** Proposed by one admin and approved by the other: the way every wallet gets in or out. */
  const agreed = async (body: object) => {
    const proposed = await propose(first, body);
    expect(proposed.status, proposed.body.msg).toBe(200);
    expect((await decide(second, proposed.body.data.id, 'approve')).status).toBe(200);
    return proposed.body.data;
  };

  beforeAll(async () => {
    t = await buildTestApp({ database, clock, env: { ADMIN_ADDRESSES: `${firstWallet.address},${secondWallet.address}` } });
    first = await signInMember(t, { wallet: firstWallet });
    second = await signInMember(t, { wallet: secondWallet });
    member = await signInMember(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses an address that is not Ethereum or breaks its checksum, and an empty label, changing nothing', async () => {
    for (const address of [COLD.replace('Ed', 'eD'), BITCOIN, '0x1234']) {
      const refused = await propose(first, { action: 'add', address, label: 'Cold' });
      expect(refused.status, address).toBe(400);
      expect(refused.body.msg).toBe(enUS.reserveWalletInvalid);
    }
    expect((await propose(first, { action: 'add', address: COLD, label: '   ' })).status).toBe(400);
    expect((await propose(first, { action: 'add', address: COLD })).status).toBe(400);
    expect((await propose(first, { action: 'burn', address: COLD, label: 'Cold' })).status).toBe(400);
    expect(await view()).toEqual({ wallets: [], pending: [], decided: [], viewer: first.address.toLowerCase() });
    expect(await audit('reserveWallet.')).toEqual([]);
  });

  it('declares a wallet only once a second admin approves it, exactly once, and never twice', async () => {
    const proposed = await propose(first, { action: 'add', address: COLD.toLowerCase(), label: '  Cold storage ' });
    expect(proposed.status).toBe(200);
    expect(proposed.body.data).toMatchObject({ action: 'add', address: COLD, label: 'Cold storage', status: 'pending', proposedBy: first.address.toLowerCase(), proposedAt: START.toISOString(), decidedBy: null });
    const id = proposed.body.data.id;

    const own = await decide(first, id, 'approve');
    expect(own.status).toBe(403);
    expect(own.body.msg).toBe(enUS.secondAdminRequired);
    const again = await propose(second, { action: 'add', address: COLD, label: 'Another name' });
    expect(again.status).toBe(422);
    expect(again.body.msg).toBe(withAddress(enUS.reserveWalletPending, COLD));
    expect(await declared()).toEqual([]);
    expect(await view(second)).toMatchObject({ wallets: [], pending: [{ id, address: COLD }], viewer: second.address.toLowerCase() });

    clock.advance(60_000);
    const approved = await decide(second, id, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'approved', decidedBy: second.address.toLowerCase(), decidedAt: new Date(START.getTime() + 60_000).toISOString() });
    expect(await declared()).toEqual([COLD]);
    expect(await view()).toMatchObject({
      wallets: [{ address: COLD, label: 'Cold storage', proposedBy: first.address.toLowerCase(), approvedBy: second.address.toLowerCase(), addedAt: approved.body.data.decidedAt }],
      pending: [],
      decided: [{ id, status: 'approved' }],
    });

    for (const who of [second, first]) {
      for (const decision of ['approve', 'reject'] as const) {
        const twice = await decide(who, id, decision);
        expect(twice.status).toBe(422);
        expect(twice.body.msg).toBe(enUS.reviewAlreadyDecided);
      }
    }
    expect((await decide(second, 2147483647, 'approve')).status).toBe(404);
    const declaredTwice = await propose(second, { action: 'add', address: COLD.toLowerCase(), label: 'Cold again' });
    expect(declaredTwice.status).toBe(422);
    expect(declaredTwice.body.msg).toBe(withAddress(enUS.reserveWalletDeclared, COLD));

    const [entry] = await audit('reserveWallet.approve');
    expect(entry).toMatchObject({ actor: second.address.toLowerCase(), targetType: 'reserveWallet', targetId: String(id), detail: { walletAction: 'add', address: COLD, label: 'Cold storage', proposedBy: first.address.toLowerCase() } });
    expect((await audit('reserveWallet.propose'))[0]).toMatchObject({ actor: first.address.toLowerCase(), targetId: String(id), detail: { walletAction: 'add', address: COLD } });
  });

  it('lists the declared addresses in EIP-55, by address, for the snapshot', async () => {
    await agreed({ action: 'add', address: HOT.toLowerCase(), label: 'Hot wallet' });
    await agreed({ action: 'add', address: WARM, label: 'Warm wallet' });
    expect(await declared()).toEqual([WARM, COLD, HOT]);
    expect((await view()).wallets.map((wallet) => wallet.label)).toEqual(['Warm wallet', 'Cold storage', 'Hot wallet']);
  });

  it('removes a wallet once a second admin approves, keeping its label, and refuses removing one that is not declared', async () => {
    const stranger = `0x${'ab'.repeat(20)}`;
    const notDeclared = await propose(first, { action: 'remove', address: stranger });
    expect(notDeclared.status).toBe(422);
    expect(notDeclared.body.msg).toBe(withAddress(enUS.reserveWalletNotDeclared, getAddress(stranger)));

    const proposed = await propose(second, { action: 'remove', address: HOT.toLowerCase() });
    expect(proposed.body.data).toMatchObject({ action: 'remove', address: HOT, label: 'Hot wallet', status: 'pending' });
    expect(await declared()).toContain(HOT);
    expect((await decide(second, proposed.body.data.id, 'approve')).status).toBe(403);
    const approved = await decide(first, proposed.body.data.id, 'approve');
    expect(approved.body.data).toMatchObject({ status: 'approved', decidedBy: first.address.toLowerCase() });
    expect(await declared()).toEqual([WARM, COLD]);
    expect((await audit('reserveWallet.approve'))[0]).toMatchObject({ actor: first.address.toLowerCase(), detail: { walletAction: 'remove', address: HOT, label: 'Hot wallet' } });
  });

  it('lets either admin reject a proposal, and its proposer withdraw it, which changes nothing', async () => {
    const before = await declared();
    const proposed = await propose(second, { action: 'remove', address: WARM });
    const rejected = await decide(first, proposed.body.data.id, 'reject');
    expect(rejected.body.data).toMatchObject({ status: 'rejected', decidedBy: first.address.toLowerCase() });

    clock.advance(1000);
    const withdrawn = await propose(second, { action: 'add', address: HOT, label: 'Hot wallet' });
    expect((await decide(second, withdrawn.body.data.id, 'reject')).body.data).toMatchObject({ status: 'rejected', decidedBy: second.address.toLowerCase() });
    expect(await declared()).toEqual(before);
    const shown = await view();
    expect(shown.pending).toEqual([]);
    expect(shown.decided.slice(0, 2).map((row) => [row.id, row.status])).toEqual([
      [withdrawn.body.data.id, 'rejected'],
      [proposed.body.data.id, 'rejected'],
    ]);
    expect((await audit('reserveWallet.reject')).map((row) => [row.targetId, row.actor])).toEqual([
      [String(withdrawn.body.data.id), second.address.toLowerCase()],
      [String(proposed.body.data.id), first.address.toLowerCase()],
    ]);
  });

  it('lets only one of two proposals for one address in at once', async () => {
    const answers = await Promise.all([propose(first, { action: 'add', address: HOT, label: 'Hot A' }), propose(second, { action: 'add', address: HOT.toLowerCase(), label: 'Hot B' })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    expect(answers.find((answer) => answer.status === 422)?.body.msg).toBe(withAddress(enUS.reserveWalletPending, HOT));
    const { pending } = await view();
    expect(pending).toHaveLength(1);
    expect((await decide(first, pending[0]?.id ?? 0, 'reject')).status).toBe(200);
  });

  it('answers 403 to every other operator role and to members on every route, changing nothing', async () => {
    const operator = async (role: OperatorRole) => {
      const someone = await signInMember(t);
      expect((await call(first, 'PUT', '/api/admin/operators', { address: someone.address, role })).status).toBe(200);
      return someone;
    };
    const pending = await propose(first, { action: 'add', address: HOT, label: 'Hot wallet' });
    const id = pending.body.data.id;
    const before = await view();
    for (const who of [await operator('reviewer'), await operator('editor'), await operator('support'), member]) {
      const answers = [
        await call(who, 'GET', '/api/admin/reserves/wallets'),
        await propose(who, { action: 'add', address: WARM, label: 'Mine' }),
        await decide(who, id, 'approve'),
        await decide(who, id, 'reject'),
        await call(who, 'POST', '/api/admin/reserves/snapshot'),
      ];
      expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403, 403, 403]);
    }
    expect(await view()).toEqual(before);
    expect((await call(null, 'GET', '/api/admin/reserves/wallets')).status).toBe(401);
    expect((await call(null, 'POST', '/api/admin/reserves/wallets/proposals', { action: 'add', address: WARM, label: 'x' })).status).toBe(401);
    expect((await call(null, 'POST', '/api/admin/reserves/snapshot')).status).toBe(401);
    expect((await call<{ total: number }>(first, 'GET', '/api/reserves')).body.data.total).toBe(0);
  });
});
