/**
 * Proof of reserves (issue 32) at 100,000 members: one snapshot through the service
 * (`takeSnapshotNow`: every holding read by one statement, checked against the ledger, one
 * Merkle-sum tree per coin written node by node), its time and the process's peak memory, then
 * the time of one member's proof read, by the service and through HTTP. The members are seeded
 * in bulk with SQL, each account with its deposit bills, so the ledger owes what they hold.
 */
import { type ReserveProofData, verifyReserveProof, webCryptoSha256 } from '@halyard/shared';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../apps/server/src/db/schema.js';
import { buildTestApp } from '../apps/server/src/testing/build-test-app.js';
import { fundDirectly, signInMember } from '../apps/server/src/testing/members.js';
import { createTestWallet } from '../apps/server/src/testing/test-wallet.js';

export interface ReservesBenchResult {
  database: 'pglite' | 'postgres';
  members: number;
  seedSeconds: number;
  /** Leaves per coin, as published. */
  trees: Array<{ coin: string; leaves: number; liabilities: string }>;
  snapshotSeconds: number;
  /** Process memory before the snapshot and its peak during it (sampled every 10 ms), MiB. */
  rssBeforeMb: number;
  rssPeakMb: number;
  heapBeforeMb: number;
  heapPeakMb: number;
  /** The process's highest RSS since it started (the kernel's count), MiB. */
  maxRssMb: number;
  proofFirstMs: number;
  proofServiceP50Ms: number;
  proofServiceP99Ms: number;
  proofHttpP50Ms: number;
  proofHttpP99Ms: number;
}

const PROOF_READS = 50;
const MB = 1024 * 1024;

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

/**
 * `members` members, every one with USDT in the fund account (a quarter of them part frozen), every
 * second one USDT in options too, every fifth ETH and every tenth BTC: four coins' worth of accounts,
 * each with a deposit movement (the member's bill and the platform's) as the ledger requires.
 */
async function seedMembers(db: Kysely<Database>, members: number): Promise<void> {
  await sql`insert into users (address, mb_id, kind, agreement_version)
    select '0xbe' || lpad(to_hex(g), 38, '0'), 'BENCH' || g, 'regular', '1' from generate_series(1, ${members}::integer) g`.execute(db);
  await sql`insert into accounts (user_id, account, coin, available, frozen)
    select id, 'fund', 'USDT', (id::bigint * 7919 % 100000000)::numeric / 1000000, (id % 4 = 0)::integer * (id % 7)::numeric / 4 from users where mb_id like 'BENCH%'
    union all select id, 'options', 'USDT', (id::bigint * 104729 % 1000000)::numeric / 10000, 0 from users where mb_id like 'BENCH%' and id % 2 = 0
    union all select id, 'fund', 'ETH', (id::bigint * 7907 % 1000000000)::numeric / 100000000, 0 from users where mb_id like 'BENCH%' and id % 5 = 0
    union all select id, 'fund', 'BTC', (id::bigint * 7901 % 100000000)::numeric / 100000000, 0 from users where mb_id like 'BENCH%' and id % 10 = 0`.execute(db);
  await sql`with member_side as (
      insert into bills (entry_id, coin, user_id, account_id, type, amount, frozen_change, available_after, frozen_after, ref_type, ref_id)
      select nextval('ledger_entry_seq'), coin, user_id, id, 'deposit', available, frozen, available, frozen, 'bench', 'reserves'
      from accounts where user_id in (select id from users where mb_id like 'BENCH%')
      returning entry_id, coin, amount, frozen_change)
    insert into bills (entry_id, coin, platform_account, type, amount, frozen_change, ref_type, ref_id)
    select entry_id, coin, 'deposits', 'deposit', -(amount + frozen_change), 0, 'bench', 'reserves' from member_side`.execute(db);
}

/** Samples the process's memory every 10 ms until stopped; the highest RSS and heap seen. */
function sampleMemory() {
  const peak = { rss: 0, heap: 0 };
  const sample = () => {
    const usage = process.memoryUsage();
    peak.rss = Math.max(peak.rss, usage.rss);
    peak.heap = Math.max(peak.heap, usage.heapUsed);
  };
  sample();
  const timer = setInterval(sample, 10);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return peak;
    },
  };
}

export async function measureReservesSnapshot(database: 'pglite' | 'postgres', { members = 100_000 } = {}): Promise<ReservesBenchResult> {
  const adminWallet = createTestWallet();
  const t = await buildTestApp({ database, env: { ADMIN_ADDRESSES: adminWallet.address }, rateLimits: { global: 1e9, login: 1e9 } });
  try {
    const db = t.database.db;
    // One member signed in for real, for the proof read through HTTP.
    const member = await signInMember(t);
    await fundDirectly(t, member, '250.5');
    const seedStarted = performance.now();
    await seedMembers(db, members);
    const seedSeconds = (performance.now() - seedStarted) / 1000;

    const before = process.memoryUsage();
    const memory = sampleMemory();
    const started = performance.now();
    const taken = await t.runtime.services.reserves.takeSnapshotNow(adminWallet.address.toLowerCase());
    const snapshotSeconds = (performance.now() - started) / 1000;
    const peak = memory.stop();

    const reserves = t.runtime.services.reserves;
    const ids = await db.selectFrom('users').select('id').where('mb_id', 'like', 'BENCH%').execute();
    const firstStarted = performance.now();
    await reserves.proof(ids[0]?.id as number, { coin: 'USDT' });
    const proofFirstMs = performance.now() - firstStarted;
    const serviceTimes: number[] = [];
    for (let read = 0; read < PROOF_READS; read += 1) {
      const userId = ids[(read * 7919) % ids.length]?.id as number;
      const readStarted = performance.now();
      await reserves.proof(userId, { coin: 'USDT' });
      serviceTimes.push(performance.now() - readStarted);
    }
    const httpTimes: number[] = [];
    let proof: ReserveProofData | undefined;
    for (let read = 0; read < PROOF_READS; read += 1) {
      const readStarted = performance.now();
      const answer = await t.call<ReserveProofData>({ method: 'GET', url: '/api/member/reserves/proof?coin=USDT', headers: member.headers });
      httpTimes.push(performance.now() - readStarted);
      if (answer.status !== 200) throw new Error(`proof refused: ${answer.body.msg}`);
      proof = answer.body.data;
    }
    // The proof read must be one that verifies, or the timing means nothing.
    const usdt = taken.coins.find((tree) => tree.coin === 'USDT');
    if (!proof || !usdt || !(await verifyReserveProof(proof, { hash: usdt.rootHash, sum: usdt.liabilities }, webCryptoSha256)).ok) throw new Error("the member's proof does not verify");
    serviceTimes.sort((a, b) => a - b);
    httpTimes.sort((a, b) => a - b);
    return {
      database,
      members,
      seedSeconds,
      trees: taken.coins.map((tree) => ({ coin: tree.coin, leaves: tree.leaves, liabilities: tree.liabilities })),
      snapshotSeconds,
      rssBeforeMb: before.rss / MB,
      rssPeakMb: peak.rss / MB,
      heapBeforeMb: before.heapUsed / MB,
      heapPeakMb: peak.heap / MB,
      maxRssMb: process.resourceUsage().maxRSS / 1024,
      proofFirstMs,
      proofServiceP50Ms: percentile(serviceTimes, 0.5),
      proofServiceP99Ms: percentile(serviceTimes, 0.99),
      proofHttpP50Ms: percentile(httpTimes, 0.5),
      proofHttpP99Ms: percentile(httpTimes, 0.99),
    };
  } finally {
    await t.close();
  }
}

export function describeReserves(result: ReservesBenchResult): string {
  const trees = result.trees.map((tree) => `${tree.coin} ${tree.leaves.toLocaleString('en')}`).join(', ');
  return (
    `reserves snapshot, ${result.database}: ${result.members.toLocaleString('en')} members (seeded in ${result.seedSeconds.toFixed(1)} s; leaves ${trees}): ` +
    `snapshot ${result.snapshotSeconds.toFixed(1)} s; RSS ${result.rssBeforeMb.toFixed(0)} → peak ${result.rssPeakMb.toFixed(0)} MiB (+${(result.rssPeakMb - result.rssBeforeMb).toFixed(0)}; process max ${result.maxRssMb.toFixed(0)} MiB), ` +
    `heap ${result.heapBeforeMb.toFixed(0)} → peak ${result.heapPeakMb.toFixed(0)} MiB (+${(result.heapPeakMb - result.heapBeforeMb).toFixed(0)}); ` +
    `proof read: first ${result.proofFirstMs.toFixed(1)} ms, service p50 ${result.proofServiceP50Ms.toFixed(2)} ms, p99 ${result.proofServiceP99Ms.toFixed(2)} ms; ` +
    `HTTP p50 ${result.proofHttpP50Ms.toFixed(2)} ms, p99 ${result.proofHttpP99Ms.toFixed(2)} ms`
  );
}
