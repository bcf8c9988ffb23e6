import type { DepositAddress, DepositRow } from '@halyard/shared';
import type { Address, Hash } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { ledgerProblems } from '../../testing/load-audit.js';
import { available, signInMember, type TestMember } from '../../testing/members.js';
import { startTestChain, type TestChain } from '../../testing/test-chain.js';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-database.js';

const WAIT = { timeout: 20_000, interval: 50 };

async function addressOf(t: TestApp, member: TestMember): Promise<Address> {
  return (await t.call<DepositAddress>({ method: 'GET', url: '/api/member/depositAddress?chain=ERC20', headers: member.headers })).body.data.address as Address;
}

async function statusOf(t: TestApp, member: TestMember, txHash: Hash): Promise<string | undefined> {
  const answer = await t.call<{ rows: DepositRow[] }>({ method: 'GET', url: '/api/member/rechargeRecord/listH5?pageSize=100', headers: member.headers });
  return answer.body.data.rows.find((row) => row.txHash === txHash)?.status;
}

/** Member bills per deposit: exactly one for each credited transfer. */
async function memberBillsPerDeposit(database: TestDatabase, txHashes: Hash[]): Promise<number[]> {
  const deposits = await database.db.selectFrom('deposits').select('id').where('tx_hash', 'in', txHashes).orderBy('id').execute();
  return Promise.all(
    deposits.map(async (deposit) => {
      const bills = await database.db.selectFrom('bills').select('id').where('ref_type', '=', 'deposit').where('ref_id', '=', String(deposit.id)).where('user_id', 'is not', null).execute();
      return bills.length;
    }),
  );
}

describe('the chain watcher across restarts and failover', () => {
  let node: TestChain;
  beforeAll(async () => {
    node = await startTestChain({ confirmations: 3 });
  }, 120_000);
  afterAll(async () => {
    await node?.stop();
  });

  it.each(testDatabaseKinds())('resumes from the database after a restart on %s: what was detected before is credited once after', async (kind) => {
    const database = await createTestDatabase(kind);
    try {
      const first = await buildTestApp({ database, env: node.env });
      await first.engineReady();
      const member = await signInMember(first);
      const address = await addressOf(first, member);
      const before = await node.chain.sendUsdt(1, address, '30');
      await expect.poll(() => statusOf(first, member, before), WAIT).toBe('detected');
      await first.close();

      // Blocks and a transfer while no watcher runs: the next start catches up from its cursor.
      const during = await node.chain.sendUsdt(1, address, '20');
      await node.chain.mine(4);
      const second = await buildTestApp({ database, env: node.env });
      try {
        await second.engineReady();
        await expect.poll(() => statusOf(second, member, before), WAIT).toBe('passed');
        await expect.poll(() => statusOf(second, member, during), WAIT).toBe('passed');
        expect(await available(second, member, 'fund')).toBe('50');
        expect(await memberBillsPerDeposit(database, [before, during])).toEqual([1, 1]);
        expect(await ledgerProblems(database.db)).toEqual([]);
      } finally {
        await second.close();
      }
    } finally {
      await database.destroy();
    }
  }, 120_000);

  it.each(process.env.DATABASE_URL_TEST ? ['postgres' as const] : [])(
    'hands the watcher to the standby on %s when the holder stops; each transfer is credited once',
    async (kind) => {
      const database = await createTestDatabase(kind);
      // Two apps on one database: the engine role (and the watcher with it) is held through an advisory lock.
      const env = { ...node.env, DATABASE_URL: database.connectionString ?? '' };
      const holder = await buildTestApp({ database, env });
      let standby: TestApp | undefined;
      let holding = true;
      try {
        await holder.engineReady();
        standby = await buildTestApp({ database, env });
        const role = await standby.call<{ role: string }>({ method: 'GET', url: '/api/health' });
        expect(role.body.data.role).toBe('standby');
        const member = await signInMember(standby);
        const address = await addressOf(standby, member);
        const first = await node.chain.sendUsdt(2, address, '15');
        await node.chain.mine(1);
        await expect.poll(() => statusOf(standby as TestApp, member, first), WAIT).toBe('detected');
        const second = await node.chain.sendUsdt(2, address, '16');

        await holder.close();
        holding = false;
        await standby.engineReady();
        await node.chain.mine(3);
        await expect.poll(() => statusOf(standby as TestApp, member, first), WAIT).toBe('passed');
        await expect.poll(() => statusOf(standby as TestApp, member, second), WAIT).toBe('passed');
        expect(await available(standby, member, 'fund')).toBe('31');
        expect(await memberBillsPerDeposit(database, [first, second])).toEqual([1, 1]);
        expect(await ledgerProblems(database.db)).toEqual([]);
      } finally {
        await standby?.close();
        if (holding) await holder.close();
        await database.destroy();
      }
    },
    120_000,
  );
});
