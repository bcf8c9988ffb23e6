import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../apps/server/src/testing/free-port.js';

const repoRoot = path.resolve(new URL('../..', import.meta.url).pathname);

export interface RunningServer {
  baseUrl: string;
  /** Spawn to the first healthy /api/health, in milliseconds. */
  startMs: number;
  /** The server's process id (benchmarks read its memory). */
  pid: number;
  stop(): Promise<void>;
}

/**
 * The real server (`apps/server/src/main.ts`) as its own process on a loopback port (a free one
 * unless given), with PGlite in `dataDir`; resolves once /api/health answers, with the server's
 * output on failure.
 */
export async function startServer(dataDir: string, env: Record<string, string> = {}, givenPort?: number): Promise<RunningServer> {
  const port = givenPort ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (server.exitCode !== null) return;
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not become healthy in 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { baseUrl, startMs: performance.now() - started, pid: server.pid ?? 0, stop };
}
