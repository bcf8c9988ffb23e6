import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { LEDGER_CHECK_JOB } from './engine/ledger-check-job.js';
import { scheduleJob } from './modules/jobs/jobs.service.js';
import { currentSchema, engineHolderPid, roleHolderPid } from './testing/engine-holder.js';
import { freePort } from './testing/free-port.js';
import { createTestDatabase, type TestDatabase } from './testing/test-database.js';

const repoRoot = path.resolve(new URL('../../..', import.meta.url).pathname);

/** /api/health on a connection of its own (no keep-alive), so the cluster may hand it to any worker. */
function role(port: number): Promise<string | undefined> {
  return new Promise((resolve) => {
    const call = request({ host: '127.0.0.1', port, path: '/api/health', agent: false, timeout: 2000 }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => {
        try {
          resolve((JSON.parse(body) as { data?: { role?: string } }).data?.role);
        } catch {
          resolve(undefined);
        }
      });
    });
    call.on('error', () => resolve(undefined));
    call.on('timeout', () => call.destroy());
    call.end();
  });
}

async function rolesOf(port: number, count: number): Promise<Set<string | undefined>> {
  return new Set(await Promise.all(Array.from({ length: count }, () => role(port))));
}

/** `npm run start:cluster` on a fresh port and data folder, with the given extra environment. */
async function startCluster(database: TestDatabase, env: Record<string, string>) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'halyard-cluster-'));
  const primary: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/start-cluster.mjs'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database.connectionString,
      REDIS_URL: process.env.REDIS_URL_TEST,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'cluster-failover-test-secret-long-enough',
      HALYARD_SKIP_WEB_BUILD: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  primary.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  primary.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => primary.once('exit', (code) => resolve(code)));
  return {
    port,
    output: () => output,
    /** The worker processes' ids. */
    workers: () => execFileSync('ps', ['--ppid', String(primary.pid), '-o', 'pid=']).toString().split('\n').map(Number).filter(Boolean),
    /** SIGTERM, and the primary's exit code (or 'still running' after 25 s). */
    stop: async () => {
      primary.kill('SIGTERM');
      return Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve('still running'), 25_000))]);
    },
    cleanUp: () => {
      if (primary.exitCode === null && primary.signalCode === null) primary.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const clusterTargets = process.env.DATABASE_URL_TEST && process.env.REDIS_URL_TEST ? ['postgres' as const] : [];

/**
 * `npm run start:cluster` on this machine: two workers share one port, PostgreSQL and Redis;
 * exactly one holds the engine role; kill -9 of that worker hands the role to another within
 * 5 s, the primary starts a new worker, and SIGTERM stops them all. Loopback only, bounded.
 */
describe.each(clusterTargets)('the cluster on %s and Redis', (kind) => {
  it('runs two workers with one engine, survives kill -9 of the engine holder, and stops on SIGTERM', async () => {
    const database = await createTestDatabase(kind);
    const schema = await currentSchema(database.db);
    const cluster = await startCluster(database, { WORKERS: '2' });
    const { port } = cluster;
    /** The process id of the worker holding this installation's engine lock, read from PostgreSQL. */
    const holder = () => engineHolderPid(database.db, schema);
    try {
      await expect.poll(() => rolesOf(port, 12), { timeout: 60_000, interval: 250, message: cluster.output() }).toEqual(new Set(['engine', 'standby']));
      const first = await holder();
      expect(first).toBeGreaterThan(0);

      const killedAt = Date.now();
      process.kill(first ?? 0, 'SIGKILL');
      await expect.poll(async () => (await holder()) ?? first, { timeout: 5000, interval: 100 }).not.toBe(first);
      expect(Date.now() - killedAt).toBeLessThan(5000);
      // The primary replaces the dead worker: two processes answer again, one of them the engine.
      await expect.poll(() => rolesOf(port, 12), { timeout: 30_000, interval: 250, message: cluster.output() }).toEqual(new Set(['engine', 'standby']));

      expect(await cluster.stop()).toBe(0);
      expect(await role(port)).toBeUndefined();
    } finally {
      cluster.cleanUp();
      await database.destroy();
    }
  }, 150_000);

  it('runs api, engine and market processes; kill -9 of the engine and of the market holder hands each role over, losing nothing', async () => {
    const database = await createTestDatabase(kind);
    const schema = await currentSchema(database.db);
    const cluster = await startCluster(database, { CLUSTER_ROLES: 'api=1,engine=2,market=2' });
    const holderOf = (name: 'engine' | 'market') => roleHolderPid(database.db, schema, name);
    /** Kills a role's holder; resolves once another process holds it, with how long that took. */
    const killHolder = async (name: 'engine' | 'market') => {
      const holder = await holderOf(name);
      expect(holder, name).toBeGreaterThan(0);
      const killedAt = Date.now();
      process.kill(holder ?? 0, 'SIGKILL');
      await expect.poll(async () => (await holderOf(name)) ?? holder, { timeout: 5000, interval: 100, message: cluster.output() }).not.toBe(holder);
      return Date.now() - killedAt;
    };
    try {
      // The api process serves (it never holds the engine); one engine and one market process hold their roles.
      await expect.poll(() => role(cluster.port), { timeout: 150_000, interval: 250 }).toBe('standby');
      await expect.poll(async () => [await holderOf('engine'), await holderOf('market')].every((pid) => pid !== undefined), { timeout: 30_000, interval: 250 }).toBe(true);

      // Work that falls due while the engine holder is dead runs once, after the takeover.
      const dueAt = new Date(Date.now() + 1500);
      await scheduleJob(database.db, { kind: LEDGER_CHECK_JOB, key: 'during-the-failover', dueAt });
      expect(await killHolder('engine')).toBeLessThan(5000);
      expect(await killHolder('market')).toBeLessThan(5000);
      await expect
        .poll(async () => (await database.db.selectFrom('jobs').select('status').where('key', '=', 'during-the-failover').executeTakeFirstOrThrow()).status, { timeout: 10_000 })
        .toBe('done');
      const checks = await database.db.selectFrom('ledger_checks').selectAll().where('due_at', '=', dueAt).execute();
      expect(checks).toEqual([expect.objectContaining({ unbalanced_accounts: 0, unbalanced_entries: 0 })]);
      expect(await role(cluster.port)).toBe('standby');
      // The primary replaces both dead processes: each role has its holder and a standby again.
      const asking = async (name: 'engine' | 'market') => {
        const names = cluster.workers().map((pid) => `halyard-${name}-${pid}`);
        const { rows } = await sql<{ name: string }>`select distinct application_name as name from pg_stat_activity where application_name in (${sql.join(names)})`.execute(database.db);
        return rows.length;
      };
      await expect.poll(async () => [await asking('engine'), await asking('market')], { timeout: 60_000, interval: 250, message: cluster.output() }).toEqual([2, 2]);

      expect(await cluster.stop()).toBe(0);
      expect(await role(cluster.port)).toBeUndefined();
    } finally {
      cluster.cleanUp();
      await database.destroy();
    }
  }, 300_000);
});
