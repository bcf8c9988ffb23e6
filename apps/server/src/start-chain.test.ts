import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './testing/free-port.js';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until<T>(what: string, check: () => Promise<T | undefined> | T | undefined, deadlineMs: number): Promise<T> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** `npm run start:chain` as a newcomer runs it: a node, the test USDT, the app following it; stopped by its process id. */
describe('npm run start:chain', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'halyard-start-chain-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts a node and the app against it, says how to use them, and stops both', { timeout: 150_000 }, async () => {
    const [appPort, rpcPort] = [await freePort(), await freePort()];
    const script = spawn(process.execPath, ['--import', 'tsx', 'scripts/start-chain.ts'], {
      cwd: repoRoot,
      env: { ...process.env, PORT: String(appPort), HOST: '127.0.0.1', CHAIN_RPC_PORT: String(rpcPort), CHAIN_DATA_DIR: dataDir, HALYARD_SKIP_WEB_BUILD: '1', LOG_LEVEL: 'error' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    script.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    script.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => script.once('exit', (code) => resolve(code)));
    try {
      const banner = await until('the banner', () => (script.exitCode !== null ? Promise.reject(new Error(`start:chain exited:\n${output}`)) : /Ctrl-C stops/.test(output) ? output : undefined), 120_000);
      expect(banner).toContain(`http://localhost:${appPort}`);
      expect(banner).toContain(`http://127.0.0.1:${rpcPort}   chain id 31337`);
      expect(banner).toContain('npm run chain:send -- usdt <address> <amount>');
      // Hardhat's account 1: its well-known key, marked test-only.
      expect(banner).toContain('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
      expect(banner).toMatch(/TEST ONLY/);

      const health = await fetch(`http://127.0.0.1:${appPort}/api/health`);
      expect(health.status).toBe(200);
      const chainId = (await (await fetch(`http://127.0.0.1:${rpcPort}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}' })).json()) as { result: string };
      expect(chainId.result).toBe('0x7a69');
      const written = JSON.parse(readFileSync(path.join(dataDir, 'local-chain.json'), 'utf8')) as { rpcUrl: string };
      expect(written.rpcUrl).toBe(`http://127.0.0.1:${rpcPort}`);

      const [, appPid, nodePid] = /the app \(pid (\d+)\) and the node \(pid (\d+)\)/.exec(banner) ?? [];
      expect(running(Number(appPid)) && running(Number(nodePid))).toBe(true);
      script.kill('SIGTERM');
      expect(await exited).toBe(0);
      await until('the app and the node to exit', () => (running(Number(appPid)) || running(Number(nodePid)) ? undefined : true), 15_000);
      expect(existsSync(path.join(dataDir, 'local-chain.json'))).toBe(true);
    } finally {
      // Stopped by its process id, which stops the app and the node in turn.
      if (script.exitCode === null) {
        script.kill('SIGTERM');
        await exited;
      }
    }
  });
});
