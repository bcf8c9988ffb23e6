import type { AuditRow, DepositAddressesView, DepositAddressProposal, DepositRow, MoneyConfig, OperatorRole } from '@halyard/shared';
import enUS from '@halyard/shared/messages/en_US.json' with { type: 'json' };
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { randomTxHash, signInMember, type TestMember } from '../../testing/members.js';
import { testDatabaseKinds } from '../../testing/test-database.js';
import { createTestWallet } from '../../testing/test-wallet.js';

const NEW_ETHEREUM = '0x8802Ed140415F3b1142F20064e798cd6b53b9512';
const NEW_BITCOIN = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
const DEMO_ETHEREUM = '0x000000000000000000000000000000000000dEaD';

/** Deposit addresses set by two admins (four eyes), and chains one admin switches off and on. */
describe.each(testDatabaseKinds())('deposit addresses in the console on %s', (database) => {
  const firstWallet = createTestWallet();
  const secondWallet = createTestWallet();
  let t: TestApp;
  let first: TestMember;
  let second: TestMember;
  let member: TestMember;

  const call = <T>(who: TestMember | null, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.call<T>({ method, url, headers: { ...(who?.headers ?? {}), 'accept-language': 'en-US' }, ...(payload ? { payload } : {}) });
  const view = async () => (await call<DepositAddressesView>(first, 'GET', '/api/admin/depositAddresses')).body.data;
  const networkView = async (network: string) => (await view()).networks.find((row) => row.network === network);
  const offered = async () => (await call<MoneyConfig>(member, 'GET', '/api/member/config/listH5')).body.data.deposit;
  const offeredOn = async (chain: string) => (await offered()).find((channel) => channel.chain === chain);
  const propose = (who: TestMember, network: string, address: string) => call<DepositAddressProposal>(who, 'POST', '/api/admin/depositAddresses/proposals', { network, address });
  const decide = (who: TestMember, id: number, decision: 'approve' | 'reject') => call<DepositAddressProposal>(who, 'POST', `/api/admin/depositAddresses/proposals/${id}/${decision}`);
  const audit = async (action: string) => (await call<{ rows: AuditRow[] }>(first, 'GET', `/api/admin/audit?action=${action}&pageSize=50`)).body.data.rows;

  beforeAll(async () => {
    t = await buildTestApp({ database, env: { ADMIN_ADDRESSES: `${firstWallet.address},${secondWallet.address}` } });
    first = await signInMember(t, { wallet: firstWallet });
    second = await signInMember(t, { wallet: secondWallet });
    member = await signInMember(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses an address that is not valid for its network, and changes nothing', async () => {
    const flippedCase = NEW_ETHEREUM.replace('Ed', 'eD');
    for (const [network, address] of [['ethereum', flippedCase], ['ethereum', NEW_BITCOIN], ['bitcoin', NEW_ETHEREUM], ['bitcoin', `${NEW_BITCOIN.slice(0, -1)}5`]] as const) {
      const refused = await propose(first, network, address);
      expect(refused.status, `${network} ${address}`).toBe(400);
      expect(refused.body.msg).toBe(enUS.depositAddressInvalid.replace('{network}', network === 'ethereum' ? 'Ethereum' : 'Bitcoin'));
    }
    expect((await propose(first, 'tron', NEW_ETHEREUM)).status).toBe(400);
    expect((await view()).networks.map((row) => [row.network, row.source, row.pending])).toEqual([['ethereum', 'demo', null], ['bitcoin', 'demo', null]]);
    expect(await audit('depositAddress.')).toEqual([]);
  });

  it('puts a proposed address in force only once a second admin approves it, exactly once', async () => {
    const before = await offeredOn('ERC20');
    expect(before).toMatchObject({ address: DEMO_ETHEREUM, demoAddress: true });
    const earlier = await call<DepositRow>(member, 'POST', '/api/member/rechargeRecord/add', { coin: 'USDT', chain: 'ERC20', amount: '100', txHash: randomTxHash() });
    expect(earlier.status).toBe(200);

    const proposed = await propose(first, 'ethereum', NEW_ETHEREUM);
    expect(proposed.status).toBe(200);
    expect(proposed.body.data).toMatchObject({ network: 'ethereum', address: NEW_ETHEREUM, status: 'pending', proposedBy: first.address.toLowerCase() });
    const id = proposed.body.data.id;

    const own = await decide(first, id, 'approve');
    expect(own.status).toBe(403);
    expect(own.body.msg).toBe(enUS.secondAdminRequired);
    const again = await propose(second, 'ethereum', '0x' + 'ab'.repeat(20));
    expect(again.status).toBe(422);
    expect(again.body.msg).toBe(enUS.depositAddressPending.replace('{network}', 'Ethereum'));
    expect(await offeredOn('ERC20')).toMatchObject({ address: DEMO_ETHEREUM, demoAddress: true });
    expect((await networkView('ethereum'))?.pending?.id).toBe(id);
    expect((await call<DepositAddressesView>(second, 'GET', '/api/admin/depositAddresses')).body.data.viewer).toBe(second.address.toLowerCase());

    const approved = await decide(second, id, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'approved', decidedBy: second.address.toLowerCase() });
    for (const chain of ['ERC20', 'ETH']) expect(await offeredOn(chain)).toMatchObject({ address: NEW_ETHEREUM, demoAddress: false });
    expect(await offeredOn('BTC')).toMatchObject({ demoAddress: true });
    expect(await networkView('ethereum')).toMatchObject({ address: NEW_ETHEREUM, source: 'approved', pending: null, approved: { id, proposedBy: first.address.toLowerCase(), decidedBy: second.address.toLowerCase() } });

    // Every record keeps the address it was submitted to.
    const later = await call<DepositRow>(member, 'POST', '/api/member/rechargeRecord/add', { coin: 'USDT', chain: 'ERC20', amount: '100', txHash: randomTxHash() });
    expect(later.body.data.address).toBe(NEW_ETHEREUM);
    expect((await call<DepositRow>(member, 'GET', `/api/member/rechargeRecord/${earlier.body.data.id}`)).body.data.address).toBe(DEMO_ETHEREUM);

    for (const who of [second, first]) {
      for (const decision of ['approve', 'reject'] as const) {
        const twice = await decide(who, id, decision);
        expect(twice.status).toBe(422);
        expect(twice.body.msg).toBe(enUS.reviewAlreadyDecided);
      }
    }
    expect((await decide(second, 2147483647, 'approve')).status).toBe(404);
    const same = await propose(second, 'ethereum', NEW_ETHEREUM.toLowerCase());
    expect(same.status).toBe(422);
    expect(same.body.msg).toBe(enUS.depositAddressUnchanged.replace('{network}', 'Ethereum'));

    const [entry] = await audit('depositAddress.approve');
    expect(entry).toMatchObject({ actor: second.address.toLowerCase(), targetId: String(id), detail: { network: 'ethereum', before: DEMO_ETHEREUM, after: NEW_ETHEREUM } });
    expect((await audit('depositAddress.propose'))[0]).toMatchObject({ targetId: String(id), detail: { before: DEMO_ETHEREUM, after: NEW_ETHEREUM } });
  });

  it('lets either admin reject or withdraw a proposal, which changes nothing for members', async () => {
    const proposed = await propose(second, 'bitcoin', NEW_BITCOIN);
    expect(proposed.status).toBe(200);
    const rejected = await decide(first, proposed.body.data.id, 'reject');
    expect(rejected.body.data).toMatchObject({ status: 'rejected', decidedBy: first.address.toLowerCase() });
    expect(await offeredOn('BTC')).toMatchObject({ demoAddress: true });

    const withdrawn = await propose(second, 'bitcoin', NEW_BITCOIN);
    expect((await decide(second, withdrawn.body.data.id, 'reject')).status).toBe(200);
    expect(await networkView('bitcoin')).toMatchObject({ source: 'demo', pending: null, approved: null });
    expect((await audit('depositAddress.reject')).map((row) => row.targetId).sort()).toEqual([String(proposed.body.data.id), String(withdrawn.body.data.id)].sort());
  });

  it('switches a chain off, so members are not offered it and a deposit to it is refused, and on again', async () => {
    const off = await call<DepositAddressesView>(first, 'PUT', '/api/admin/depositAddresses/chains/ETH', { enabled: false });
    expect(off.status).toBe(200);
    expect(off.body.data.networks.find((row) => row.network === 'ethereum')?.chains.find((chain) => chain.chain === 'ETH')).toMatchObject({ enabled: false, changedBy: first.address.toLowerCase() });
    expect((await offered()).map((channel) => channel.chain).sort()).toEqual(['BTC', 'ERC20']);
    const refused = await call(member, 'POST', '/api/member/rechargeRecord/add', { coin: 'ETH', chain: 'ETH', amount: '1', txHash: randomTxHash() });
    expect(refused.status).toBe(422);
    expect(refused.body.msg).toBe(enUS.depositChannelUnknown.replace('{coin}', 'ETH').replace('{chain}', 'ETH'));

    expect((await call(second, 'PUT', '/api/admin/depositAddresses/chains/ETH', { enabled: true })).status).toBe(200);
    expect((await offered()).map((channel) => channel.chain).sort()).toEqual(['BTC', 'ERC20', 'ETH']);
    expect((await call(first, 'PUT', '/api/admin/depositAddresses/chains/TRC20', { enabled: false })).status).toBe(400);
    const switches = await audit('depositChain.set');
    expect(switches.map((row) => row.detail)).toEqual([{ before: { enabled: false }, after: { enabled: true } }, { before: { enabled: true }, after: { enabled: false } }]);
  });

  it('answers 403 to every other operator role and to members on every route, changing nothing', async () => {
    const operator = async (role: OperatorRole) => {
      const someone = await signInMember(t);
      expect((await call(first, 'PUT', '/api/admin/operators', { address: someone.address, role })).status).toBe(200);
      return someone;
    };
    const pending = await propose(first, 'bitcoin', NEW_BITCOIN);
    const id = pending.body.data.id;
    const before = await view();
    for (const who of [await operator('reviewer'), await operator('editor'), await operator('support'), member]) {
      const answers = [
        await call(who, 'GET', '/api/admin/depositAddresses'),
        await propose(who, 'ethereum', NEW_BITCOIN),
        await decide(who, id, 'approve'),
        await decide(who, id, 'reject'),
        await call(who, 'PUT', '/api/admin/depositAddresses/chains/BTC', { enabled: false }),
      ];
      expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403, 403, 403]);
    }
    expect(await view()).toEqual(before);
    expect((await call(null, 'GET', '/api/admin/depositAddresses')).status).toBe(401);
  });
});
