import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.js';

export const NGINX = '/usr/sbin/nginx';
const template = new URL('../../../../deploy/nginx.conf', import.meta.url);

export function nginxAvailable(): boolean {
  return existsSync(NGINX);
}

export interface FrontDoor {
  /** host:port of the door on the loopback. */
  door: string;
  stop(): Promise<void>;
}

/**
 * The repo's nginx configuration (deploy/nginx.conf) on a free loopback port, its three upstream
 * servers pointed at `ports`; resolves once /api/health answers through it. `stop` ends nginx by
 * its process id and removes its folder.
 */
export async function startFrontDoor(ports: readonly number[]): Promise<FrontDoor> {
  const port = await freePort();
  const door = `127.0.0.1:${port}`;
  const prefix = mkdtempSync(path.join(tmpdir(), 'halyard-nginx-'));
  const config = readFileSync(template, 'utf8')
    .replace('/run/halyard-nginx.pid', path.join(prefix, 'nginx.pid'))
    .replace('listen 8080;', `listen 127.0.0.1:${port};`)
    .replace(/server 127\.0\.0\.1:300(\d)/g, (_match, index: string) => `server 127.0.0.1:${ports[Number(index) - 1]}`);
  writeFileSync(path.join(prefix, 'nginx.conf'), config);
  const nginx: ChildProcess = spawn(NGINX, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'error.log'), '-g', 'daemon off; master_process on;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  nginx.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (nginx.exitCode === null && nginx.signalCode === null) {
      const exited = new Promise((resolve) => nginx.once('exit', resolve));
      // A fast stop: a graceful one (SIGQUIT) would wait for every open socket.
      nginx.kill('SIGTERM');
      await exited;
    }
    rmSync(prefix, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  while ((await fetch(`http://${door}/api/health`).catch(() => undefined))?.status !== 200) {
    if (Date.now() > deadline || nginx.exitCode !== null) {
      await stop();
      throw new Error(`nginx did not answer:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { door, stop };
}
