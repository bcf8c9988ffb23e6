import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Balances } from '@halyard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './testing/build-test-app.js';
import { fundDirectly, signInMember } from './testing/members.js';
import { connectSocket } from './testing/socket-client.js';
import { createTestDatabase, type TestDatabase } from './testing/test-database.js';

const NGINX = '/usr/sbin/nginx';
const template = new URL('../../../deploy/nginx.conf', import.meta.url);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * The repo's nginx configuration (deploy/nginx.conf) in front of three server processes sharing
 * PostgreSQL and Redis: calls and the /ws socket go through it, a member's push reaches their
 * socket whichever process holds it, and a process that stops is routed around. `.ci/run`
 * installs Debian's nginx where it is missing; loopback only.
 */
describe.each(process.env.DATABASE_URL_TEST && process.env.REDIS_URL_TEST && existsSync(NGINX) ? ['postgres' as const] : [])('the front door (nginx) on %s and Redis', (kind) => {
  let database: TestDatabase;
  const apps: TestApp[] = [];
  let nginx: ChildProcess;
  let prefix: string;
  let door: string;
  let output = '';

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const ports: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      const t = await buildTestApp({ database, env: { REDIS_URL: process.env.REDIS_URL_TEST ?? '', TRUST_PROXY_HOPS: '1' } });
      apps.push(t);
      ports.push(Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port));
    }
    const port = await freePort();
    door = `127.0.0.1:${port}`;
    prefix = mkdtempSync(path.join(tmpdir(), 'halyard-nginx-'));
    const config = readFileSync(template, 'utf8')
      .replace('/run/halyard-nginx.pid', path.join(prefix, 'nginx.pid'))
      .replace('listen 8080;', `listen 127.0.0.1:${port};`)
      .replace(/server 127\.0\.0\.1:300(\d)/g, (_match, index: string) => `server 127.0.0.1:${ports[Number(index) - 1]}`);
    writeFileSync(path.join(prefix, 'nginx.conf'), config);
    nginx = spawn(NGINX, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'error.log'), '-g', 'daemon off; master_process on;'], { stdio: ['ignore', 'pipe', 'pipe'] });
    nginx.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 10_000;
    while ((await fetch(`http://${door}/api/health`).catch(() => undefined))?.status !== 200) {
      if (Date.now() > deadline || nginx.exitCode !== null) throw new Error(`nginx did not answer:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 60_000);
  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await exited;
    }
    for (const t of apps) await t.close().catch(() => undefined);
    rmSync(prefix, { recursive: true, force: true });
    await database.destroy();
  });

  it('carries calls and sockets to every process, a push to the member wherever their socket is, and routes around a stopped process', async () => {
    const first = apps[0];
    if (!first) throw new Error('no app');
    const member = await signInMember(first);
    await fundDirectly(first, member, '100');
    const call = (url: string, init: RequestInit = {}) =>
      fetch(`http://${door}${url}`, { ...init, headers: { host: 'halyard.test', authorization: `Bearer ${member.token}`, 'content-type': 'application/json', ...init.headers } });

    // Sockets through the door: least_conn spreads them over the three processes.
    const sockets = await Promise.all(Array.from({ length: 6 }, () => connectSocket(`ws://${door}/ws`)));
    for (const [index, client] of sockets.entries()) {
      client.send({ auth: member.token, id: `a${index}` });
      await client.next((frame) => frame.id === `a${index}` && frame.status === 'ok');
      client.send({ sub: 'user.balance', id: `s${index}` });
      await client.next((frame) => frame.id === `s${index}` && frame.status === 'ok');
    }
    const held = apps.map((t) => t.app.websocketServer?.clients.size ?? 0);
    expect(held.filter((count) => count > 0).length, `sockets per process: ${held.join(', ')}`).toBeGreaterThanOrEqual(2);

    const moved = await call('/api/member/transferRecord/add', { method: 'POST', body: JSON.stringify({ coin: 'USDT', amount: '30', from: 'fund', to: 'options' }) });
    expect(moved.status).toBe(200);
    for (const client of sockets) {
      const pushed = (await client.next((frame) => frame.ch === 'user.balance', 5000)).data as Balances;
      expect(pushed.accounts.find((row) => row.account === 'fund')?.available).toBe('70');
    }

    // One process stops: the door sends every call to the two left, none fails.
    await apps[1]?.close();
    const statuses = await Promise.all(Array.from({ length: 12 }, () => call('/api/member/transferRecord/getMoeny').then((response) => response.status)));
    expect(statuses).toEqual(Array.from({ length: 12 }, () => 200));
    for (const client of sockets) client.socket.close();
  }, 60_000);
});
