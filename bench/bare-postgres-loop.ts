/**
 * The yardstick for group commit (issue 34): what PostgreSQL on this machine gives a bare Node
 * loop. `node-postgres` alone (no Fastify, no Kysely, no validation), a pool of 8 connections, 8
 * loops each doing one transaction of a transfer's shape per request for a fixed time: BEGIN; two
 * guarded balance updates; two bill inserts; COMMIT. The tables are the bench's own, made for the
 * run and dropped after it.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { meterCpu, tagConnections, type CpuCost } from './cpu-cost.js';

export interface BareLoopResult {
  loops: number;
  transactions: number;
  transactionsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  cpu: CpuCost;
}

export function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

/** `loops` loops over a pool of as many connections to `DATABASE_URL_TEST`, `seconds` of transactions after a second's warm-up. */
export async function measureBarePostgresLoop(loops = 8, seconds = 6): Promise<BareLoopResult> {
  const applicationName = tagConnections();
  const url = process.env.DATABASE_URL_TEST ?? '';
  const suffix = randomBytes(4).toString('hex');
  const accounts = `bench_accounts_${suffix}`;
  const bills = `bench_bills_${suffix}`;
  const pool = new pg.Pool({ connectionString: url, max: loops });
  pool.on('error', () => undefined);
  try {
    await pool.query(`create table ${accounts} (id serial primary key, user_id int not null, available numeric(36, 18) not null, frozen numeric(36, 18) not null default 0)`);
    await pool.query(
      `create table ${bills} (id bigserial primary key, account_id int not null references ${accounts} (id), amount numeric(36, 18) not null, available_after numeric(36, 18) not null, created_at timestamptz not null default now())`,
    );
    await pool.query(`insert into ${accounts} (user_id, available) select n / 2, 1000 from generate_series(0, ${2 * loops - 1}) as n`);
    const move = async (client: pg.PoolClient, from: number, to: number) => {
      await client.query('begin');
      try {
        const taken = await client.query<{ available: string }>(`update ${accounts} set available = available - 1 where id = $1 and available >= 1 returning available`, [from]);
        const given = await client.query<{ available: string }>(`update ${accounts} set available = available + 1 where id = $1 returning available`, [to]);
        await client.query(`insert into ${bills} (account_id, amount, available_after) values ($1, -1, $2)`, [from, taken.rows[0]?.available]);
        await client.query(`insert into ${bills} (account_id, amount, available_after) values ($1, 1, $2)`, [to, given.rows[0]?.available]);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw error;
      }
    };
    const run = async (until: number, latencies: number[] | null) =>
      Promise.all(
        Array.from({ length: loops }, async (_, loop) => {
          const client = await pool.connect();
          try {
            // Each loop moves 1 back and forth between the two accounts of its own member.
            for (let round = 0; performance.now() < until; round += 1) {
              const [from, to] = round % 2 === 0 ? [2 * loop + 1, 2 * loop + 2] : [2 * loop + 2, 2 * loop + 1];
              const started = performance.now();
              await move(client, from, to);
              latencies?.push(performance.now() - started);
            }
          } finally {
            client.release();
          }
        }),
      );
    await run(performance.now() + 1000, null);
    const latencies: number[] = [];
    const meter = await meterCpu(applicationName);
    const started = performance.now();
    await run(started + seconds * 1000, latencies);
    const elapsed = (performance.now() - started) / 1000;
    const cpu = await meter.stop();
    latencies.sort((a, b) => a - b);
    return { loops, transactions: latencies.length, transactionsPerSecond: latencies.length / elapsed, p50Ms: percentile(latencies, 0.5), p99Ms: percentile(latencies, 0.99), cpu };
  } finally {
    await pool.query(`drop table if exists ${bills}, ${accounts}`);
    await pool.end();
  }
}
