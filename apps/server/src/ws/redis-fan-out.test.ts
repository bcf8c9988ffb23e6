import type { Balances } from '@halyard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app.js';
import { fundDirectly, signInMember } from '../testing/members.js';
import { connectSocket } from '../testing/socket-client.js';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/test-database.js';

/**
 * A member's push reaches their socket wherever it is held, exactly once: in one process through
 * the in-process port, and across two processes (two apps on one database) through Redis when
 * `REDIS_URL_TEST` names one (CI and this machine run Redis; `.ci/run` sets it).
 */
const targets: Array<{ name: string; processes: number; env: Record<string, string> }> = [
  { name: 'one process', processes: 1, env: {} },
  ...(process.env.REDIS_URL_TEST ? [{ name: 'two processes through Redis', processes: 2, env: { REDIS_URL: process.env.REDIS_URL_TEST } }] : []),
];

describe.each(targets)('member pushes across $name', ({ processes, env }) => {
  let database: TestDatabase;
  const apps: TestApp[] = [];
  const urls: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(testDatabaseKinds().at(-1) ?? 'pglite');
    for (let index = 0; index < processes; index += 1) {
      const t = await buildTestApp({ database, env });
      apps.push(t);
      urls.push(`${(await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}/ws`);
    }
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
    await database.destroy();
  });

  it('delivers a balance change made by the first process to the member socket held by the last, once, and to nobody else', async () => {
    const [first, last] = [apps[0], apps.at(-1)];
    if (!first || !last) throw new Error('no apps');
    const member = await signInMember(first);
    const other = await signInMember(first);
    const mine = await connectSocket(urls.at(-1) ?? '');
    const theirs = await connectSocket(urls.at(-1) ?? '');
    for (const [client, who] of [[mine, member], [theirs, other]] as const) {
      client.send({ auth: who.token, id: 'a' });
      await client.next((frame) => frame.id === 'a' && frame.status === 'ok');
      client.send({ sub: 'user.balance', id: 's' });
      await client.next((frame) => frame.id === 's' && frame.status === 'ok');
    }
    const fundOf = (frame: { data?: unknown }) => (frame.data as Balances).accounts.slice(0, 2).map((row) => [row.account, row.available]);
    // Funded once the socket listens, so the funding's own push is heard here and cannot arrive
    // (through Redis) after the subscription and be taken for the transfer's.
    await fundDirectly(first, member, '100');
    expect(fundOf(await mine.next((frame) => frame.ch === 'user.balance'))).toEqual([
      ['fund', '100'],
      ['options', '0'],
    ]);

    const moved = await first.call({ method: 'POST', url: '/api/member/transferRecord/add', headers: member.headers, payload: { coin: 'USDT', amount: '30', from: 'fund', to: 'options' } });
    expect(moved.status).toBe(200);
    expect(fundOf(await mine.next((frame) => frame.ch === 'user.balance'))).toEqual([
      ['fund', '70'],
      ['options', '30'],
    ]);

    // No second copy (an echo through Redis would be one), and nothing for the other member: a
    // marker published to each after the transfer's push arrives behind anything sent before it.
    for (const [client, who] of [[mine, member], [theirs, other]] as const) {
      first.runtime.hub.publishToUser(who.userId, 'user.balance', { accounts: [], totalUsdt: 'marker' });
      await client.next((frame) => frame.ch === 'user.balance' && (frame.data as Balances).totalUsdt === 'marker');
    }
    expect(mine.frames.filter((frame) => frame.ch === 'user.balance')).toEqual([]);
    expect(theirs.frames.filter((frame) => frame.ch === 'user.balance')).toEqual([]);
    mine.socket.close();
    theirs.socket.close();
  });

  it('signs out the sockets of a session logged out through the first process, wherever they are held', async () => {
    const [first, last] = [apps[0], apps.at(-1)];
    if (!first || !last) throw new Error('no apps');
    const member = await signInMember(first);
    const client = await connectSocket(urls.at(-1) ?? '');
    client.send({ auth: member.token, id: 'a' });
    await client.next((frame) => frame.id === 'a' && frame.status === 'ok');
    client.send({ sub: 'user.balance', id: 's' });
    await client.next((frame) => frame.id === 's' && frame.status === 'ok');
    expect((await first.call({ method: 'POST', url: '/api/member/app/loginOut', headers: member.headers })).status).toBe(200);
    expect(await client.next((frame) => frame['err-code'] === 'unauthorized', 2000)).toMatchObject({ 'err-msg': 'session ended' });
    client.socket.close();
  });
});

describe.each(targets.filter((target) => target.processes > 1))('rate limits across $name', ({ processes, env }) => {
  let database: TestDatabase;
  const apps: TestApp[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(testDatabaseKinds().at(-1) ?? 'pglite');
    for (let index = 0; index < processes; index += 1) apps.push(await buildTestApp({ database, env, rateLimits: { global: 3, login: 3 } }));
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
    await database.destroy();
  });

  it('counts one client’s calls to every process against one limit', async () => {
    // A client address of this run only: the counts live in Redis for a minute.
    const client = `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;
    const statuses: number[] = [];
    for (let call = 0; call < 4; call += 1) {
      const t = apps[call % apps.length];
      if (!t) throw new Error('no app');
      statuses.push((await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: client })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
