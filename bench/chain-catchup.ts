/**
 * The chain watcher catching up (issue 31): a local node with 10,000 blocks holding 1,000 deposits
 * to 100 member addresses (900 USDT Transfer logs, ten to a transaction, and 100 plain ETH
 * transactions, then hardhat_mine for the rest), and a watcher starting from block 0 in ranges of
 * CHAIN_RANGE_BLOCKS (500). Measured: blocks per second to zero lag, the time until every deposit
 * is credited (12 confirmations), and the ledger checked after.
 */
import type { DepositAddress } from '@halyard/shared';
import type { Address } from 'viem';
import { buildTestApp, type TestApp } from '../apps/server/src/testing/build-test-app.js';
import { ledgerProblems } from '../apps/server/src/testing/load-audit.js';
import { signInMember } from '../apps/server/src/testing/members.js';
import { startTestChain, type TestChain } from '../apps/server/src/testing/test-chain.js';
import { createTestDatabase } from '../apps/server/src/testing/test-database.js';

export interface CatchupResult {
  database: 'pglite' | 'postgres';
  blocks: number;
  deposits: number;
  members: number;
  /** Seconds to send the deposits and mine the rest (the node's work, not the watcher's). */
  prepareSeconds: number;
  /** From the engine's start to a cursor at the node's head. */
  zeroLagSeconds: number;
  blocksPerSecond: number;
  /** From the engine's start to every deposit credited. */
  allCreditedSeconds: number;
  /** When the last deposit was credited, the cursor stood here: what the credit pass cost the scan. */
  cursorAtAllCredited: number;
  /** Blocks per second over the last 8,000 blocks (no deposits in them): the scan alone. */
  tailBlocksPerSecond: number;
}

const SENDERS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/** Sends the deposits from nine test wallets at once (each in order, for its nonces). */
async function sendDeposits(node: TestChain, addresses: Address[], deposits: number): Promise<void> {
  const usdtTransactions = Math.floor((deposits * 0.9) / 10);
  const ethTransactions = deposits - usdtTransactions * 10;
  const work: Array<(from: number) => Promise<unknown>> = [];
  for (let index = 0; index < usdtTransactions; index += 1) {
    const payments = Array.from({ length: 10 }, (_, offset) => ({ to: addresses[(index * 10 + offset) % addresses.length] as Address, amount: String(10 + ((index + offset) % 40)) }));
    work.push((from) => node.chain.sendUsdtMany(from, payments));
  }
  for (let index = 0; index < ethTransactions; index += 1) {
    work.push((from) => node.chain.sendEth(from, addresses[index % addresses.length] as Address, '0.05'));
  }
  let next = 0;
  await Promise.all(
    SENDERS.map(async (from) => {
      while (next < work.length) {
        const job = work[next];
        next += 1;
        await job?.(from);
      }
    }),
  );
}

export async function measureChainCatchup(database: 'pglite' | 'postgres', { blocks = 10_000, deposits = 1_000, members = 100 } = {}): Promise<CatchupResult> {
  const node = await startTestChain({ confirmations: 12 });
  const shared = await createTestDatabase(database);
  let setup: TestApp | undefined;
  let watching: TestApp | undefined;
  try {
    // Members get their addresses first, from an app whose watcher waits for a start block far ahead.
    setup = await buildTestApp({ database: shared, env: { ...node.env, CHAIN_START_BLOCK: '1000000000' }, rateLimits: { global: 1e9, login: 1e9 } });
    const addresses: Address[] = [];
    for (let index = 0; index < members; index += 1) {
      const member = await signInMember(setup);
      const answer = await setup.call<DepositAddress>({ method: 'GET', url: '/api/member/depositAddress?chain=ERC20', headers: member.headers });
      addresses.push(answer.body.data.address as Address);
    }
    await setup.close();
    setup = undefined;

    const prepareStarted = performance.now();
    await sendDeposits(node, addresses, deposits);
    const head = Number(await node.chain.head());
    if (head < blocks) await node.chain.mine(blocks - head);
    const target = Number(await node.chain.head());
    const prepareSeconds = (performance.now() - prepareStarted) / 1000;

    watching = await buildTestApp({ database: shared, env: { ...node.env, DEPOSIT_CONFIRMATIONS: '12', CHAIN_START_BLOCK: '0', CHAIN_POLL_MS: '100' } });
    await watching.engineReady();
    const started = performance.now();
    const db = shared.db;
    let zeroLagSeconds = Number.NaN;
    let allCreditedSeconds = Number.NaN;
    let cursorAtAllCredited = 0;
    const tailFrom = target - 8000;
    let tailStarted: { at: number; block: number } | undefined;
    const deadline = Date.now() + 600_000;
    for (;;) {
      const cursor = await db.selectFrom('chain_cursor').select('block_number').executeTakeFirst();
      const now = performance.now();
      if (!tailStarted && cursor && cursor.block_number >= tailFrom) tailStarted = { at: now, block: cursor.block_number };
      if (Number.isNaN(zeroLagSeconds) && cursor && cursor.block_number >= target) zeroLagSeconds = (now - started) / 1000;
      const credited = await db.selectFrom('deposits').select((eb) => eb.fn.countAll<string>().as('count')).where('origin', '=', 'chain').where('status', '=', 'passed').executeTakeFirstOrThrow();
      if (Number.isNaN(allCreditedSeconds) && Number(credited.count) >= deposits) {
        allCreditedSeconds = (now - started) / 1000;
        cursorAtAllCredited = cursor?.block_number ?? 0;
      }
      if (!Number.isNaN(zeroLagSeconds) && !Number.isNaN(allCreditedSeconds)) break;
      if (Date.now() > deadline) throw new Error(`the watcher did not catch up in 10 minutes: cursor ${cursor?.block_number}, credited ${credited.count}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const tailSeconds = zeroLagSeconds - ((tailStarted?.at ?? started) - started) / 1000;
    const tailBlocksPerSecond = (target - (tailStarted?.block ?? 0)) / tailSeconds;
    const recorded = await db.selectFrom('deposits').select('status').where('origin', '=', 'chain').execute();
    if (recorded.length !== deposits || recorded.some((row) => row.status !== 'passed')) throw new Error(`expected ${deposits} credited deposits, found ${recorded.length}`);
    const problems = await ledgerProblems(db);
    if (problems.length) throw new Error(`ledger broken after the catch-up: ${problems.slice(0, 3).join('; ')}`);
    return { database, blocks: target, deposits, members, prepareSeconds, zeroLagSeconds, blocksPerSecond: (target + 1) / zeroLagSeconds, allCreditedSeconds, cursorAtAllCredited, tailBlocksPerSecond };
  } finally {
    await setup?.close();
    await watching?.close();
    await shared.destroy();
    await node.stop();
  }
}

export function describeCatchup(result: CatchupResult): string {
  return (
    `chain catch-up, ${result.database}: ${result.blocks.toLocaleString('en')} blocks with ${result.deposits} deposits to ${result.members} addresses ` +
    `(prepared in ${result.prepareSeconds.toFixed(1)} s): zero lag after ${result.zeroLagSeconds.toFixed(1)} s = ${result.blocksPerSecond.toFixed(0)} blocks/s; ` +
    `all credited after ${result.allCreditedSeconds.toFixed(1)} s (cursor then at ${result.cursorAtAllCredited}); the last 8,000 blocks (no deposits) at ${result.tailBlocksPerSecond.toFixed(0)} blocks/s`
  );
}
