import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createRuntime } from '../runtime.js';
import { parseEnvironment, publicOriginsOf } from '../config.js';
import { createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { scheduleJob } from '../modules/jobs/jobs.service.js';
import { seedDatabase } from '../seed/seed.js';
import { createManualClock } from '../testing/build-test-app.js';
import { freePort } from '../testing/free-port.js';
import { createTestDatabase } from '../testing/test-database.js';
import { LEDGER_CHECK_JOB } from './ledger-check-job.js';

const repoRoot = path.resolve(new URL('../../../..', import.meta.url).pathname);

function testConfig() {
  const environment = parseEnvironment({ LOG_LEVEL: 'silent' });
  return { ...environment, JWT_SECRET: 'engine-role-test-secret-long-enough-000', PUBLIC_ORIGINS: publicOriginsOf(environment) };
}

describe('the engine role on PGlite', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'halyard-engine-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('runs work that fell due while no process held the role when one starts, once, with its own due time', async () => {
    const clock = createManualClock(new Date('2026-11-23T10:00:00Z'));
    const dueAt = new Date('2026-11-23T10:00:30Z');
    const open = async () => {
      const db = createDatabase({ kind: 'pglite', dataDir });
      await migrateToLatest(db);
      await seedDatabase(db);
      const app = await buildApp(await createRuntime({ config: testConfig(), db, clock, logger: false }), { webDist: null });
      await app.ready();
      return { app, db };
    };
    const first = await open();
    await scheduleJob(first.db, { kind: LEDGER_CHECK_JOB, key: 'while-down', dueAt });
    await first.app.close();
    await first.db.destroy();

    clock.set(new Date('2026-11-23T11:00:00Z'));
    const second = await open();
    await expect
      .poll(async () => (await second.db.selectFrom('jobs').select('status').where('key', '=', 'while-down').executeTakeFirstOrThrow()).status, { timeout: 10_000 })
      .toBe('done');
    const checks = await second.db.selectFrom('ledger_checks').selectAll().execute();
    expect(checks).toEqual([expect.objectContaining({ due_at: dueAt, unbalanced_accounts: 0, unbalanced_entries: 0 })]);
    await second.app.close();
    await second.db.destroy();
  }, 120_000);
});

/** The real server as its own process on PostgreSQL, healthy. */
async function startProcess(databaseUrl: string) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'halyard-engine-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn', JWT_SECRET: 'engine-role-test-secret-long-enough-000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const role = async (): Promise<string | undefined> => {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      return ((await response.json()) as { data?: { role?: string } }).data?.role;
    } catch {
      return undefined;
    }
  };
  const deadline = Date.now() + 60_000;
  while ((await role()) === undefined) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { role, stop, pid: child.pid };
}

describe.each(process.env.DATABASE_URL_TEST ? ['postgres' as const] : [])('the engine role across processes on %s', (kind) => {
  it('hands the role over within 5 s of the holder being killed, and a job due in the gap runs once', async () => {
    const database = await createTestDatabase(kind);
    const url = database.connectionString ?? '';
    const processes = [await startProcess(url), await startProcess(url)];
    try {
      await expect.poll(async () => (await Promise.all(processes.map((server) => server.role()))).sort(), { timeout: 10_000 }).toEqual(['engine', 'standby']);
      const roles = await Promise.all(processes.map((server) => server.role()));
      const holder = processes[roles.indexOf('engine')];
      const standby = processes[roles.indexOf('standby')];
      if (!holder || !standby) throw new Error('no holder');

      const dueAt = new Date(Date.now() + 1500);
      await scheduleJob(database.db, { kind: LEDGER_CHECK_JOB, key: 'in-the-gap', dueAt });
      const killedAt = Date.now();
      await holder.stop('SIGKILL');
      await expect.poll(() => standby.role(), { timeout: 5000, interval: 100 }).toBe('engine');
      const takeoverMs = Date.now() - killedAt;
      expect(takeoverMs).toBeLessThan(5000);

      await expect.poll(async () => (await database.db.selectFrom('jobs').select('status').where('key', '=', 'in-the-gap').executeTakeFirstOrThrow()).status, { timeout: 10_000 }).toBe('done');
      const checks = await database.db.selectFrom('ledger_checks').select(['due_at']).where('due_at', '=', dueAt).execute();
      expect(checks).toHaveLength(1);
    } finally {
      await Promise.all(processes.map((server) => server.stop()));
      await database.destroy();
    }
  }, 120_000);
});
