import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.js';

const repoRoot = path.resolve(new URL('../../../..', import.meta.url).pathname);

export interface ServerProcess {
  baseUrl: string;
  port: number;
  /** The operating system's process id (what `kill -9` takes). */
  pid: number;
  /** What the process wrote to stdout and stderr so far (for a failing test's message). */
  output(): string;
  /** `engine` or `standby` from /api/health, or undefined while it does not answer. */
  role(): Promise<string | undefined>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * The real server (`main.ts`) as its own process on PostgreSQL, resolved once /api/health answers;
 * on a given port (a replacement for a process that died there), else a free one.
 */
export async function startServerProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
  { port: givenPort, startTimeoutMs = 60_000 }: { port?: number; startTimeoutMs?: number } = {},
): Promise<ServerProcess> {
  const port = givenPort ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'halyard-process-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn', JWT_SECRET: 'server-process-test-secret-long-enough-000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const role = async (): Promise<string | undefined> => {
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      return ((await response.json()) as { data?: { role?: string } }).data?.role;
    } catch {
      return undefined;
    }
  };
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + startTimeoutMs;
  while ((await role()) === undefined) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { baseUrl, port, pid: child.pid ?? 0, output: () => output, role, stop };
}
