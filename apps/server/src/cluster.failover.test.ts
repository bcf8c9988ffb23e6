import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { currentSchema, engineHolderPid } from './testing/engine-holder.js';
import { freePort } from './testing/free-port.js';
import { createTestDatabase } from './testing/test-database.js';

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

/**
 * `npm run start:cluster` on this machine: two workers share one port, PostgreSQL and Redis;
 * exactly one holds the engine role; kill -9 of that worker hands the role to another within
 * 5 s, the primary starts a new worker, and SIGTERM stops them all. Loopback only, bounded.
 */
describe.each(process.env.DATABASE_URL_TEST && process.env.REDIS_URL_TEST ? ['postgres' as const] : [])('the cluster on %s and Redis', (kind) => {
  it('runs two workers with one engine, survives kill -9 of the engine holder, and stops on SIGTERM', async () => {
    const database = await createTestDatabase(kind);
    const schema = await currentSchema(database.db);
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'halyard-cluster-'));
    const primary: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/start-cluster.mjs'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        WORKERS: '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: database.connectionString,
        REDIS_URL: process.env.REDIS_URL_TEST,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        JWT_SECRET: 'cluster-failover-test-secret-long-enough',
        HALYARD_SKIP_WEB_BUILD: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    primary.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    primary.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => primary.once('exit', (code) => resolve(code)));
    /** The process id of the worker holding this installation's engine lock, read from PostgreSQL. */
    const holder = () => engineHolderPid(database.db, schema);
    try {
      await expect.poll(() => rolesOf(port, 12), { timeout: 60_000, interval: 250, message: output }).toEqual(new Set(['engine', 'standby']));
      const first = await holder();
      expect(first).toBeGreaterThan(0);

      const killedAt = Date.now();
      process.kill(first ?? 0, 'SIGKILL');
      await expect.poll(async () => (await holder()) ?? first, { timeout: 5000, interval: 100 }).not.toBe(first);
      expect(Date.now() - killedAt).toBeLessThan(5000);
      // The primary replaces the dead worker: two processes answer again, one of them the engine.
      await expect.poll(() => rolesOf(port, 12), { timeout: 30_000, interval: 250, message: output }).toEqual(new Set(['engine', 'standby']));

      primary.kill('SIGTERM');
      expect(await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve('still running'), 25_000))])).toBe(0);
      expect(await role(port)).toBeUndefined();
    } finally {
      if (primary.exitCode === null && primary.signalCode === null) primary.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
      await database.destroy();
    }
  }, 150_000);
});
