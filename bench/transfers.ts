/**
 * Transfers per second and their latency through the whole server stack (Fastify's in-process
 * HTTP injection, validation, auth, the ledger's transaction with its guarded updates and bills), on PGlite and on PostgreSQL, with 1 and 8
 * clients. Each client moves 1 USDT back and forth between two accounts of its own member, as
 * fast as answers come, for a fixed time, then the ledger invariant is checked.
 */
import { systemClock } from '../apps/server/src/lib/clock.js';
import { createTransferService } from '../apps/server/src/modules/assets/transfer.service.js';
import { createIdempotencyService } from '../apps/server/src/modules/idempotency/idempotency.service.js';
import { buildTestApp, type TestApp } from '../apps/server/src/testing/build-test-app.js';
import { fundMember, signInMember, unbalancedAccounts, type TestMember } from '../apps/server/src/testing/members.js';
import { createTestWallet } from '../apps/server/src/testing/test-wallet.js';

/** `http`: the whole server stack in-process; `ledger`: the transfer service alone (its SQL transaction). */
export type TransferLayer = 'http' | 'ledger';

export interface TransferResult {
  database: 'pglite' | 'postgres';
  layer: TransferLayer;
  clients: number;
  transfersPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

type SendTransfer = (member: TestMember, from: 'fund' | 'options', to: 'fund' | 'options') => Promise<void>;

function httpSender(t: TestApp): SendTransfer {
  return async (member, from, to) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/member/transferRecord/add',
      headers: { ...member.headers, host: 'halyard.test' },
      payload: { coin: 'USDT', amount: '1', from, to },
    });
    if (response.statusCode !== 200) throw new Error(response.body);
  };
}

async function ledgerSender(t: TestApp): Promise<SendTransfer> {
  const money = t.runtime.money;
  const transfers = createTransferService({ db: t.database.db, money, idempotency: createIdempotencyService(systemClock, money.transaction) });
  const users = new Map<number, Awaited<ReturnType<typeof findUser>>>();
  const findUser = (id: number) => t.database.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return async (member, from, to) => {
    const user = users.get(member.userId) ?? (await findUser(member.userId));
    users.set(member.userId, user);
    await transfers.transfer(user, { coin: 'USDT', amount: '1', from, to });
  };
}

async function runClients(send: SendTransfer, members: TestMember[], seconds: number) {
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    members.map(async (member) => {
      for (let round = 0; performance.now() < deadline; round += 1) {
        const [from, to] = round % 2 === 0 ? (['fund', 'options'] as const) : (['options', 'fund'] as const);
        const started = performance.now();
        await send(member, from, to);
        latencies.push(performance.now() - started);
      }
    }),
  );
  return latencies;
}

/** One measurement: a fresh database of the kind, `clients` members funded, `seconds` of transfers. */
export async function measureTransfers(database: 'pglite' | 'postgres', layer: TransferLayer, clients: number, seconds = 8): Promise<TransferResult> {
  const operatorWallet = createTestWallet();
  const t = await buildTestApp({ database, env: { ADMIN_ADDRESSES: operatorWallet.address } });
  try {
    const operator = await signInMember(t, { wallet: operatorWallet });
    const members: TestMember[] = [];
    for (let index = 0; index < clients; index += 1) {
      const member = await signInMember(t);
      await fundMember(t, operator, member, '1000');
      members.push(member);
    }
    const send = layer === 'http' ? httpSender(t) : await ledgerSender(t);
    await runClients(send, members, 1);
    const latencies = await runClients(send, members, seconds);
    const unbalanced = await unbalancedAccounts(t);
    if (unbalanced.length) throw new Error(`ledger broken after the run: ${JSON.stringify(unbalanced)}`);
    latencies.sort((a, b) => a - b);
    return { database, layer, clients, transfersPerSecond: latencies.length / seconds, p50Ms: percentile(latencies, 0.5), p99Ms: percentile(latencies, 0.99) };
  } finally {
    await t.close();
  }
}
