import type { AuditRow, ChainAlarm, ChainStatus, DepositAddress, DepositAddressBalances, OperatorRole } from '@halyard/shared';
import enUS from '@halyard/shared/messages/en_US.json' with { type: 'json' };
import { getAddress, type Address, type Hash } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_HOST, type TestApp } from '../../testing/build-test-app.js';
import { signInMember, unbalancedAccounts, type TestMember } from '../../testing/members.js';
import { startTestChain, type TestChain } from '../../testing/test-chain.js';
import { testDatabaseKinds } from '../../testing/test-database.js';
import { createTestWallet } from '../../testing/test-wallet.js';
import { raiseAlarm } from './chain-state.repository.js';

let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain();
}, 120_000);
afterAll(async () => {
  await chain?.stop();
});

/** The chain in the console, on a real node: balances read from it, the alarms, and who may do what. */
describe.each(testDatabaseKinds())('the chain in the console on %s', (database) => {
  const adminWallet = createTestWallet();
  let t: TestApp;
  let admin: TestMember;
  let reviewer: TestMember;
  let editor: TestMember;
  let member: TestMember;
  /** Each database's run starts from the same chain: the transfers below are taken back after it. */
  let before: Hash;

  const call = <T>(who: TestMember, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.call<T>({ method, url, headers: { ...who.headers, 'accept-language': 'en-US' }, ...(payload ? { payload } : {}) });
  const status = async (who: TestMember = admin) => (await call<ChainStatus>(who, 'GET', '/api/admin/chain')).body.data;
  const scrape = async () => (await t.app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '127.0.0.1', headers: { host: TEST_HOST } })).body;
  const sample = (text: string, series: string) => {
    const line = text.split('\n').find((row) => row.startsWith(`${series} `));
    return line === undefined ? undefined : Number(line.slice(series.length + 1));
  };

  async function operator(role: OperatorRole): Promise<TestMember> {
    const who = await signInMember(t);
    expect((await call(admin, 'PUT', '/api/admin/operators', { address: who.address, role })).status).toBe(200);
    return who;
  }

  /** A member with their deposit address, and their member number as the CSV names them. */
  async function depositor() {
    const who = await signInMember(t);
    const { address, index } = (await call<DepositAddress>(who, 'GET', '/api/member/depositAddress?chain=ERC20')).body.data;
    const { mb_id: mbId } = await t.database.db.selectFrom('users').select('mb_id').where('id', '=', who.userId).executeTakeFirstOrThrow();
    return { who, address: address as Address, index, mbId };
  }

  beforeAll(async () => {
    before = await chain.chain.snapshot();
    t = await buildTestApp({ database, env: { ...chain.env, ADMIN_ADDRESSES: adminWallet.address } });
    admin = await signInMember(t, { wallet: adminWallet });
    reviewer = await operator('reviewer');
    editor = await operator('editor');
    member = await signInMember(t);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await chain.chain.revert(before);
  });

  it("shows the watcher's place beside the node's head, read live", async () => {
    const head = Number(await chain.chain.head());
    const shown = await status();
    expect(shown).toMatchObject({ configured: true, chainId: 31337, confirmations: 3, usdtContract: getAddress(chain.env.USDT_CONTRACT ?? ''), nodeAnswered: true });
    expect(shown.nodeHead).toBeGreaterThanOrEqual(head);
    // The lag is the node's head less the last processed block, once the watcher has processed one.
    expect(shown.lag).toBe(shown.cursor && shown.nodeHead !== null ? Math.max(0, shown.nodeHead - shown.cursor.blockNumber) : null);
    expect((await status(editor)).configured).toBe(true);
    expect((await call(member, 'GET', '/api/admin/chain')).status).toBe(403);
  });

  it("reads each deposit address's ETH and USDT at one block, with the totals over every address, and serves them as CSV", async () => {
    const [a, b, c] = [await depositor(), await depositor(), await depositor()];
    await chain.chain.sendUsdt(1, a.address, '125.5');
    await chain.chain.sendEth(2, b.address, '0.75');
    await chain.chain.sendUsdt(3, b.address, '10.000001');
    await chain.chain.sendEth(4, c.address, '2');
    const head = Number(await chain.chain.head());

    const first = await call<DepositAddressBalances>(reviewer, 'GET', '/api/admin/chain/addresses?pageNum=1&pageSize=2');
    expect(first.status).toBe(200);
    expect(first.body.data.blockNumber).toBe(head);
    expect(first.body.data.total).toBe(3);
    expect(first.body.data.totals).toEqual({ eth: '2.75', usdt: '135.500001', addresses: 3 });
    expect(first.body.data.rows).toEqual([
      { index: a.index, address: a.address, userId: a.who.userId, mbId: a.mbId, eth: '0', usdt: '125.5' },
      { index: b.index, address: b.address, userId: b.who.userId, mbId: b.mbId, eth: '0.75', usdt: '10.000001' },
    ]);
    const second = await call<DepositAddressBalances>(reviewer, 'GET', '/api/admin/chain/addresses?pageNum=2&pageSize=2');
    expect(second.body.data.rows).toEqual([{ index: c.index, address: c.address, userId: c.who.userId, mbId: c.mbId, eth: '2', usdt: '0' }]);
    expect(second.body.data.totals).toEqual(first.body.data.totals);

    // A new block is read anew.
    await chain.chain.sendUsdt(1, c.address, '4.5');
    const after = (await call<DepositAddressBalances>(admin, 'GET', '/api/admin/chain/addresses?pageNum=2&pageSize=2')).body.data;
    expect(after.blockNumber).toBe(head + 1);
    expect(after.rows[0]?.usdt).toBe('4.5');
    expect(after.totals.usdt).toBe('140.000001');

    const csv = await t.app.inject({ method: 'GET', url: '/api/admin/chain/addresses.csv', headers: { host: TEST_HOST, ...admin.headers } });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="halyard-deposit-addresses-block-${head + 1}.csv"`);
    expect(csv.body).toBe(
      [
        'index,path,address,member,eth,usdt',
        `${a.index},0/${a.index},${a.address},${a.mbId},0,125.5`,
        `${b.index},0/${b.index},${b.address},${b.mbId},0.75,10.000001`,
        `${c.index},0/${c.index},${c.address},${c.mbId},2,4.5`,
        '',
      ].join('\n'),
    );

    // Members tied to their money on a public chain: not for an editor, nor a member.
    for (const who of [editor, member]) {
      expect((await call(who, 'GET', '/api/admin/chain/addresses')).status).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/chain/addresses.csv', headers: { host: TEST_HOST, ...who.headers } })).statusCode).toBe(403);
    }
  });

  it('shows an alarm open first, lets an admin acknowledge it once (audited), and counts it in the metrics until then', async () => {
    const at = new Date();
    const older = await raiseAlarm(t.database.db, { kind: 'payoutMismatch', detail: { withdrawalId: 7 }, at });
    const alarm = await raiseAlarm(t.database.db, { kind: 'deepReorg', detail: { blockNumber: 12, depth: 5 }, at });
    expect(sample(await scrape(), 'halyard_chain_alarms_open{kind="deepReorg"}')).toBe(1);

    const refused = await call(reviewer, 'POST', `/api/admin/chain/alarms/${alarm.id}/acknowledge`);
    expect(refused.status).toBe(403);
    const acknowledged = await call<ChainAlarm>(admin, 'POST', `/api/admin/chain/alarms/${older.id}/acknowledge`);
    expect(acknowledged.status).toBe(200);
    expect(acknowledged.body.data).toMatchObject({ id: older.id, kind: 'payoutMismatch', detail: { withdrawalId: 7 }, acknowledgedBy: admin.address.toLowerCase() });
    const again = await call(admin, 'POST', `/api/admin/chain/alarms/${older.id}/acknowledge`);
    expect(again.status).toBe(422);
    expect(again.body.msg).toBe(enUS.chainAlarmAcknowledged.replace('{who}', admin.address.toLowerCase()));
    expect((await call(admin, 'POST', '/api/admin/chain/alarms/2147483647/acknowledge')).status).toBe(404);

    const shown = (await status(reviewer)).alarms;
    expect(shown.map((row) => [row.id, row.acknowledgedAt === null])).toEqual([
      [alarm.id, true],
      [older.id, false],
    ]);
    const metrics = await scrape();
    expect(sample(metrics, 'halyard_chain_alarms_open{kind="deepReorg"}')).toBe(1);
    expect(sample(metrics, 'halyard_chain_alarms_open{kind="payoutMismatch"}')).toBe(0);
    const audit = (await call<{ rows: AuditRow[] }>(admin, 'GET', '/api/admin/audit?action=chainAlarm.')).body.data.rows;
    expect(audit.map((row) => [row.action, row.targetId, row.actor])).toEqual([['chainAlarm.acknowledge', String(older.id), admin.address.toLowerCase()]]);
  });

  it('leaves the books sound', async () => {
    expect(await unbalancedAccounts(t)).toEqual([]);
  });
});

describe('the chain in the console without a node', () => {
  it('says deposits are reported and reviewed, and has no addresses, balances nor chain metrics', async () => {
    const adminWallet = createTestWallet();
    const t = await buildTestApp({ env: { ADMIN_ADDRESSES: adminWallet.address } });
    try {
      const admin = await signInMember(t, { wallet: adminWallet });
      const shown = await t.call<ChainStatus>({ method: 'GET', url: '/api/admin/chain', headers: admin.headers });
      expect(shown.body.data).toEqual({
        configured: false,
        chainId: t.config.CHAIN_ID,
        confirmations: null,
        usdtContract: null,
        cursor: null,
        nodeHead: null,
        nodeAnswered: false,
        lag: null,
        lastError: null,
        lastErrorAt: null,
        alarms: [],
      });
      const page = await t.call<DepositAddressBalances>({ method: 'GET', url: '/api/admin/chain/addresses', headers: admin.headers });
      expect(page.body.data).toEqual({ rows: [], total: 0, totals: { eth: '0', usdt: '0', addresses: 0 }, blockNumber: null });
      const csv = await t.app.inject({ method: 'GET', url: '/api/admin/chain/addresses.csv', headers: { host: TEST_HOST, ...admin.headers } });
      expect(csv.body).toBe('index,path,address,member,eth,usdt\n');
      const metrics = (await t.app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '127.0.0.1', headers: { host: TEST_HOST } })).body;
      expect(metrics).not.toContain('halyard_chain_');
    } finally {
      await t.close();
    }
  });
});
