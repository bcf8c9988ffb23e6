import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/** The local chain's id (Hardhat's default). */
export const LOCAL_CHAIN_ID = 31337;

export interface LocalNode {
  /** HTTP JSON-RPC, e.g. http://127.0.0.1:8545 */
  url: string;
  /** WebSocket JSON-RPC on the same port. */
  wsUrl: string;
  pid: number;
  /** Stops the node by its process id and waits for it to exit. */
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(1000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/**
 * Starts Hardhat 2's node (its EDR engine ships inside the npm package) on loopback and a free
 * port, and resolves once it answers JSON-RPC. Each transaction is mined in a block of its own;
 * `hardhat_mine` mines more.
 */
export async function startLocalNode(options: { port?: number; log?: (line: string) => void } = {}): Promise<LocalNode> {
  const port = options.port ?? (await freePort());
  const cli = require.resolve('hardhat/internal/cli/cli.js');
  const config = fileURLToPath(new URL('../hardhat.config.cjs', import.meta.url));
  const child = spawn(process.execPath, [cli, '--config', config, 'node', '--hostname', '127.0.0.1', '--port', String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true', DO_NOT_TRACK: '1' },
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
    options.log?.(chunk.toString());
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited(child);
  };
  const deadline = Date.now() + 60_000;
  while (!(await answers(url))) {
    if (child.exitCode !== null) throw new Error(`the local node exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the local node did not answer within 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (child.pid === undefined) throw new Error('the local node has no process id');
  return { url, wsUrl: `ws://127.0.0.1:${port}`, pid: child.pid, stop };
}
