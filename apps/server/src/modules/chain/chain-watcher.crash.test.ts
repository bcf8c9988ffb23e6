import type { Balances, DepositAddress, DepositRow } from '@halyard/shared';
import { LOCAL_CHAIN_ID } from '@halyard/chain';
import { sql } from 'kysely';
import type { Address, Hash } from 'viem';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_HOST } from '../../testing/build-test-app.js';
import { createDoorClient, mustSend, signInThroughDoor, type DoorClient } from '../../testing/door-client.js';
import { ledgerProblems } from '../../testing/load-audit.js';
import { startServerProcess, type ServerProcess } from '../../testing/server-process.js';
import { startTestChain, type TestChain } from '../../testing/test-chain.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { createTestWallet } from '../../testing/test-wallet.js';

const MEMBERS = 4;
const TRANSFERS = 24;
/** Empty blocks mined after each transfer: the catch-up after downtime spans about 24 × 11 blocks. */
const GAP_BLOCKS = 10;
/** Blocks the cursor must move in a process before it is killed (several ranges of CHAIN_RANGE_BLOCKS). */
const ADVANCE = 45;
const WAIT = { timeout: 60_000, interval: 100 };

interface Member {
  token: string;
  address: Address;
}

/**
 * The "an engine killed mid-way and restarted credits each transfer once", with real
 * processes and kill -9: deposits sent while no watcher runs are caught up in small ranges, and
 * the catching-up process is killed twice at an unplanned moment of a round (once alone, once
 * beside a standby that takes the engine role over). Every transfer ends recorded once and
 * credited once, the balances are the sums sent, and the books balance. PostgreSQL only: several
 * processes on one database. Loopback only; every process is stopped by its id.
 */
describe.each(process.env.DATABASE_URL_TEST ? ['postgres' as const] : [])('the chain watcher killed mid-way on %s', (kind) => {
  let node: TestChain | undefined;
  let database: TestDatabase | undefined;
  const processes: ServerProcess[] = [];
  const clients: DoorClient[] = [];

  afterAll(async () => {
    await Promise.allSettled(processes.map((server) => server.stop('SIGKILL')));
    for (const client of clients) client.close();
    await database?.destroy();
    await node?.stop();
  }, 60_000);

  async function start(env: Record<string, string>): Promise<ServerProcess> {
    const server = await startServerProcess(database?.connectionString ?? '', env, { startTimeoutMs: 90_000 });
    processes.push(server);
    return server;
  }

  async function cursor(): Promise<number> {
    const row = await database?.db.selectFrom('chain_cursor').select('block_number').executeTakeFirst();
    return Number(row?.block_number ?? -1);
  }

  /** Kills `server` (kill -9) once the cursor has moved `blocks` past `from`, while it is still behind the head. */
  async function killAfter(server: ServerProcess, from: number, blocks: number, head: number): Promise<number> {
    await expect.poll(cursor, { timeout: 60_000, interval: 5 }).toBeGreaterThanOrEqual(from + blocks);
    await server.stop('SIGKILL');
    const at = await cursor();
    expect(at, 'killed while still catching up').toBeLessThan(head);
    return at;
  }

  it('records and credits every transfer exactly once through two kills, one of them a failover', async () => {
    node = await startTestChain({ confirmations: 3 });
    database = await createTestDatabase(kind);
    const env = { ...node.env, PUBLIC_ORIGINS: `http://${TEST_HOST}`, CHAIN_RANGE_BLOCKS: '3', CHAIN_POLL_MS: '200' };

    // The first process gives each member an address, then dies idle at the head.
    const first = await start(env);
    const client = createDoorClient(`127.0.0.1:${first.port}`);
    clients.push(client);
    const members: Member[] = [];
    for (let index = 0; index < MEMBERS; index += 1) {
      const { token } = await signInThroughDoor(client, createTestWallet(), LOCAL_CHAIN_ID);
      const { address } = await mustSend<DepositAddress>(client, 'GET', '/api/member/depositAddress?chain=ERC20', { token });
      members.push({ token, address: address as Address });
    }
    await expect.poll(cursor, WAIT).toBeGreaterThanOrEqual(Number(await node.chain.head()));
    await first.stop('SIGKILL');

    // Deposits while no watcher runs, spread over a few hundred blocks.
    const sent = new Map<Hash, { member: number; amount: string }>();
    for (let index = 0; index < TRANSFERS; index += 1) {
      const member = index % MEMBERS;
      const amount = String(10 + index);
      sent.set(await node.chain.sendUsdt(1 + (index % 3), members[member]?.address as Address, amount), { member, amount });
      await node.chain.mine(GAP_BLOCKS);
    }
    const head = Number(await node.chain.head());
    const down = await cursor();
    expect(head - down).toBeGreaterThan(4 * ADVANCE);

    // Killed alone, mid catch-up.
    const second = await start(env);
    const afterSecond = await killAfter(second, down, ADVANCE, head);

    // Two processes: the engine holder is killed mid catch-up and the standby takes over.
    const [third, fourth] = await Promise.all([start(env), start(env)]);
    const holder = (await third.role()) === 'engine' ? third : fourth;
    const standby = holder === third ? fourth : third;
    await killAfter(holder, afterSecond, ADVANCE, head);
    await expect.poll(() => standby.role(), WAIT).toBe('engine');
    await node.chain.mine(3);
    await expect.poll(cursor, WAIT).toBeGreaterThanOrEqual(head + 3);

    // Each transfer once, credited once; each member's balance the sum sent to them.
    const reader = createDoorClient(`127.0.0.1:${standby.port}`);
    clients.push(reader);
    for (const [memberIndex, member] of members.entries()) {
      await expect
        .poll(async () => {
          const { rows } = await mustSend<{ rows: DepositRow[] }>(reader, 'GET', '/api/member/rechargeRecord/listH5?pageSize=100', { token: member.token });
          return rows.filter((row) => row.status === 'passed').length;
        }, WAIT)
        .toBe(TRANSFERS / MEMBERS);
      const expected = [...sent.values()].filter((transfer) => transfer.member === memberIndex).reduce((sum, transfer) => sum + Number(transfer.amount), 0);
      const balances = await mustSend<Balances>(reader, 'GET', '/api/member/transferRecord/getMoeny', { token: member.token });
      expect(balances.accounts.find((row) => row.account === 'fund' && row.coin === 'USDT')?.available).toBe(String(expected));
    }
    const { db } = database;
    const deposits = await db.selectFrom('deposits').select(['id', 'tx_hash']).where('tx_hash', 'in', [...sent.keys()]).execute();
    expect(deposits.map((deposit) => deposit.tx_hash).sort()).toEqual([...sent.keys()].sort());
    const bills = await sql<{ ref_id: string; count: string }>`
      select ref_id, count(*)::text as count from bills
      where ref_type = 'deposit' and user_id is not null and ref_id in (${sql.join(deposits.map((deposit) => String(deposit.id)))})
      group by ref_id`.execute(db);
    expect(bills.rows.map((row) => row.count)).toEqual(Array.from({ length: TRANSFERS }, () => '1'));
    expect(await ledgerProblems(db)).toEqual([]);
  }, 300_000);
});
