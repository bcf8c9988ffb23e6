/**
 * `scripts/start-cluster.mjs` as the benchmarks run it: on a free loopback port, against the given
 * PostgreSQL database and Redis, quiet, without a web build; stopped by its process id.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../apps/server/src/testing/free-port.js';

const repoRoot = path.resolve(new URL('..', import.meta.url).pathname);

export interface Cluster {
  baseUrl: string;
  host: string;
  /** The worker processes' ids. */
  pids(): number[];
  stop(): Promise<void>;
}

/** The children of a process, by its id. */
export function childPids(pid: number): number[] {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
}

/** Starts the cluster with `env` over the defaults; resolves once `/api/health` answers and `workers` processes run. */
export async function startCluster(workers: number, databaseUrl: string, env: Record<string, string> = {}): Promise<Cluster> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'halyard-cluster-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/start-cluster.mjs'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL: process.env.REDIS_URL_TEST ?? 'redis://127.0.0.1:6379',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'cluster-bench-secret-long-enough-for-hs256',
      HALYARD_SKIP_WEB_BUILD: '1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const pids = () => childPids(child.pid ?? 0);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    const healthy = await fetch(`${baseUrl}/api/health`).then((response) => response.ok).catch(() => false);
    if (healthy && pids().length === workers) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the cluster did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { baseUrl, host: `127.0.0.1:${port}`, pids, stop };
}
