import Decimal from '@halyard/shared/decimal';
import type { DepositAddress, DepositRow } from '@halyard/shared';
import type { Address, Hash } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { ledgerProblems } from '../../testing/load-audit.js';
import { available, signInMember, type TestMember } from '../../testing/members.js';
import { connectSocket } from '../../testing/socket-client.js';
import { startTestChain, type TestChain } from '../../testing/test-chain.js';
import { testDatabaseKinds } from '../../testing/test-database.js';

const WAIT = { timeout: 20_000, interval: 50 };

describe.each(testDatabaseKinds())('the chain watcher on %s', (database) => {
  let node: TestChain;
  let t: TestApp;
  let socketUrl: string;

  beforeAll(async () => {
    node = await startTestChain({ confirmations: 3 });
    t = await buildTestApp({ database, env: node.env });
    socketUrl = `${(await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}/ws`;
    await t.engineReady();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await node?.stop();
  });
  afterEach(async () => {
    expect(await ledgerProblems(t.database.db)).toEqual([]);
  });

  async function addressOf(member: TestMember): Promise<Address> {
    const answer = await t.call<DepositAddress>({ method: 'GET', url: '/api/member/depositAddress?chain=ERC20', headers: member.headers });
    return answer.body.data.address as Address;
  }
  async function records(member: TestMember): Promise<DepositRow[]> {
    const answer = await t.call<{ rows: DepositRow[] }>({ method: 'GET', url: '/api/member/rechargeRecord/listH5?pageSize=100', headers: member.headers });
    return answer.body.data.rows;
  }
  async function record(member: TestMember, txHash: Hash, logIndex = 0): Promise<DepositRow | undefined> {
    const rows = (await records(member)).filter((row) => row.txHash === txHash);
    return rows.length > 1 ? rows[logIndex] : rows[0];
  }
  const state = async (member: TestMember, txHash: Hash) => {
    const row = await record(member, txHash);
    return row && { status: row.status, confirmations: row.confirmations };
  };
  const billsOf = (depositId: number) => t.database.db.selectFrom('bills').select(['amount', 'coin']).where('ref_type', '=', 'deposit').where('ref_id', '=', String(depositId)).where('user_id', 'is not', null).execute();

  it('records a USDT transfer at once, counts its confirmations live, and credits it once at 3, not before', async () => {
    const member = await signInMember(t);
    const address = await addressOf(member);
    const socket = await connectSocket(socketUrl);
    socket.send({ auth: member.token, id: 'a' });
    await socket.next((frame) => frame.id === 'a' && frame.status === 'ok');
    socket.send({ sub: 'user.deposits', id: 's' });
    await socket.next((frame) => frame.id === 's' && frame.status === 'ok');
    const pushed = async () => (await socket.next((frame) => frame.ch === 'user.deposits', 20_000)).data as DepositRow;

    const txHash = await node.chain.sendUsdt(1, address, '25.5');
    await expect.poll(() => state(member, txHash), WAIT).toEqual({ status: 'detected', confirmations: 1 });
    expect(await record(member, txHash)).toMatchObject({ origin: 'chain', chain: 'ERC20', coin: 'USDT', amount: '25.5', requiredConfirmations: 3, address, creditedUsdt: null });
    expect(await pushed()).toMatchObject({ txHash, status: 'detected', confirmations: 1, requiredConfirmations: 3 });
    expect(await available(t, member, 'fund')).toBe('0');

    await node.chain.mine(1);
    await expect.poll(() => state(member, txHash), WAIT).toEqual({ status: 'detected', confirmations: 2 });
    expect(await pushed()).toMatchObject({ txHash, status: 'detected', confirmations: 2 });
    expect(await available(t, member, 'fund')).toBe('0');

    await node.chain.mine(1);
    await expect.poll(() => state(member, txHash), WAIT).toEqual({ status: 'passed', confirmations: 3 });
    expect(await pushed()).toMatchObject({ txHash, status: 'passed', creditedUsdt: '25.5' });
    expect(await available(t, member, 'fund')).toBe('25.5');
    const row = await record(member, txHash);
    expect(await billsOf(row?.id ?? 0)).toHaveLength(1);
    socket.socket.close();

    // More blocks change nothing: credited once.
    await node.chain.mine(3);
    await expect.poll(() => state(member, txHash), WAIT).toEqual({ status: 'passed', confirmations: 6 });
    expect(await available(t, member, 'fund')).toBe('25.5');
    const kinds = await t.database.db.selectFrom('messages').select('kind').where('user_id', '=', member.userId).orderBy('id').execute();
    expect(kinds.map((message) => message.kind)).toEqual(['depositDetected', 'depositPassed']);
  });

  it('credits plain ETH at the index rate of its credit, with 18 decimals exact', async () => {
    const member = await signInMember(t);
    const address = await addressOf(member);
    const txHash = await node.chain.sendEth(2, address, '0.123456789012345678');
    await expect.poll(() => state(member, txHash), WAIT).toEqual({ status: 'detected', confirmations: 1 });
    expect(await record(member, txHash)).toMatchObject({ chain: 'ETH', coin: 'ETH', amount: '0.123456789012345678', sender: expect.stringMatching(/^0x/) });
    expect(await available(t, member, 'fund')).toBe('0');
    await node.chain.mine(2);
    await expect.poll(() => state(member, txHash), WAIT).toMatchObject({ status: 'passed' });
    const row = await record(member, txHash);
    const credited = new Decimal('0.123456789012345678').times(row?.rate ?? 0).toDecimalPlaces(6, Decimal.ROUND_DOWN).toFixed();
    expect(row?.creditedUsdt).toBe(credited);
    expect(await available(t, member, 'fund')).toBe(credited);
  });

  it('credits each of two Transfer logs of one transaction to its member (by log index)', async () => {
    const first = await signInMember(t);
    const second = await signInMember(t);
    const txHash = await node.chain.sendUsdtMany(3, [
      { to: await addressOf(first), amount: '40' },
      { to: await addressOf(second), amount: '60' },
    ]);
    await node.chain.mine(2);
    await expect.poll(() => state(first, txHash), WAIT).toMatchObject({ status: 'passed' });
    await expect.poll(() => state(second, txHash), WAIT).toMatchObject({ status: 'passed' });
    expect([await available(t, first, 'fund'), await available(t, second, 'fund')]).toEqual(['40', '60']);
    const logs = await t.database.db.selectFrom('deposits').select('log_index').where('tx_hash', '=', txHash).orderBy('log_index').execute();
    expect(logs.map((row) => row.log_index)).toEqual([0, 1]);
  });

  it('records a transfer below the minimum without crediting it, and does not see ETH sent by a contract', async () => {
    const member = await signInMember(t);
    const address = await addressOf(member);
    const small = await node.chain.sendUsdt(4, address, '9.99');
    const internal = await node.chain.sendEthInternally(4, address, '1');
    // A later transfer, credited: the watcher has been past both blocks and through their credit passes.
    const later = await node.chain.sendUsdt(4, address, '10');
    await node.chain.mine(2);
    await expect.poll(() => state(member, later), WAIT).toMatchObject({ status: 'passed' });
    expect(await record(member, small)).toMatchObject({ status: 'below_minimum', amount: '9.99', creditedUsdt: null, confirmations: expect.any(Number) });
    expect(await record(member, internal)).toBeUndefined();
    expect(await t.database.db.selectFrom('deposits').select('id').where('tx_hash', '=', internal).execute()).toEqual([]);
    expect(await available(t, member, 'fund')).toBe('10');
    const kinds = await t.database.db.selectFrom('messages').select('kind').where('user_id', '=', member.userId).orderBy('id').execute();
    expect(kinds.map((message) => message.kind)).toEqual(['depositBelowMinimum', 'depositDetected', 'depositPassed']);
  });

  it('drops a transfer whose block leaves the chain before its confirmations, and credits the one on the new branch', async () => {
    const member = await signInMember(t);
    const address = await addressOf(member);
    const snapshot = await node.chain.snapshot();
    const gone = await node.chain.sendUsdt(5, address, '70');
    await node.chain.mine(1);
    await expect.poll(() => state(member, gone), WAIT).toEqual({ status: 'detected', confirmations: 2 });
    await node.chain.revert(snapshot);
    const kept = await node.chain.sendUsdt(5, address, '80');
    await node.chain.mine(2);
    await expect.poll(() => state(member, kept), WAIT).toMatchObject({ status: 'passed' });
    expect(await state(member, gone)).toEqual({ status: 'dropped', confirmations: null });
    expect(await available(t, member, 'fund')).toBe('80');
    const kinds = await t.database.db.selectFrom('messages').select('kind').where('user_id', '=', member.userId).orderBy('id').execute();
    expect(kinds.map((message) => message.kind)).toEqual(['depositDetected', 'depositDropped', 'depositDetected', 'depositPassed']);
    expect(await t.database.db.selectFrom('chain_alarms').select('id').execute()).toEqual([]);
  });

  it('raises a deepReorg alarm when a credited transfer leaves the chain, and keeps the credit', async () => {
    const member = await signInMember(t);
    const address = await addressOf(member);
    const snapshot = await node.chain.snapshot();
    const txHash = await node.chain.sendUsdt(6, address, '55');
    await node.chain.mine(2);
    await expect.poll(() => state(member, txHash), WAIT).toMatchObject({ status: 'passed' });
    await node.chain.revert(snapshot);
    await node.chain.mine(4);
    const alarms = () => t.database.db.selectFrom('chain_alarms').selectAll().where('kind', '=', 'deepReorg').execute();
    await expect.poll(async () => (await alarms()).length, WAIT).toBe(1);
    const deposit = await record(member, txHash);
    const [alarm] = await alarms();
    expect(JSON.parse(alarm?.detail ?? '{}')).toMatchObject({ depositId: deposit?.id, userId: member.userId, txHash, coin: 'USDT', amount: '55', creditedUsdt: '55' });
    expect(deposit?.status).toBe('passed');
    expect(await available(t, member, 'fund')).toBe('55');
    // The watcher carries on along the new branch.
    const after = await node.chain.sendUsdt(6, address, '11');
    await node.chain.mine(2);
    await expect.poll(() => state(member, after), WAIT).toMatchObject({ status: 'passed' });
    expect(await available(t, member, 'fund')).toBe('66');
    expect((await alarms()).length).toBe(1);
  });
});
