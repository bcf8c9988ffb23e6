import type { Balances } from '@halyard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './testing/build-test-app.js';
import { nginxAvailable, startFrontDoor, type FrontDoor } from './testing/front-door.js';
import { fundDirectly, signInMember } from './testing/members.js';
import { connectSocket } from './testing/socket-client.js';
import { createTestDatabase, type TestDatabase } from './testing/test-database.js';

/**
 * The repo's nginx configuration (deploy/nginx.conf) in front of three server processes sharing
 * PostgreSQL and Redis: calls and the /ws socket go through it, a member's push reaches their
 * socket whichever process holds it, and a process that stops is routed around. `.ci/run`
 * installs Debian's nginx where it is missing; loopback only.
 */
describe.each(process.env.DATABASE_URL_TEST && process.env.REDIS_URL_TEST && nginxAvailable() ? ['postgres' as const] : [])('the front door (nginx) on %s and Redis', (kind) => {
  let database: TestDatabase;
  const apps: TestApp[] = [];
  let frontDoor: FrontDoor | undefined;
  let door: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const ports: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      const t = await buildTestApp({ database, env: { REDIS_URL: process.env.REDIS_URL_TEST ?? '', TRUST_PROXY_HOPS: '1' } });
      apps.push(t);
      ports.push(Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port));
    }
    frontDoor = await startFrontDoor(ports);
    door = frontDoor.door;
  }, 60_000);
  afterAll(async () => {
    await frontDoor?.stop();
    for (const t of apps) await t.close().catch(() => undefined);
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
    // The funding's own push (fund 100) may still be on its way through Redis when a socket
    // subscribes, so each socket waits for the push that says fund 70, and that one must come.
    const available = (frame: { data?: unknown }, account: string) => (frame.data as Balances).accounts.find((row) => row.account === account)?.available;
    for (const client of sockets) {
      const pushed = await client.next((frame) => frame.ch === 'user.balance' && available(frame, 'fund') === '70', 5000);
      expect(available(pushed, 'options')).toBe('30');
    }

    // One process stops: the door sends every call to the two left, none fails.
    await apps[1]?.close();
    const statuses = await Promise.all(Array.from({ length: 12 }, () => call('/api/member/transferRecord/getMoeny').then((response) => response.status)));
    expect(statuses).toEqual(Array.from({ length: 12 }, () => 200));
    for (const client of sockets) client.socket.close();
  }, 60_000);
});
