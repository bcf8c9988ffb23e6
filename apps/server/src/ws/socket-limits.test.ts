import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { MARKET_PAIRS, SocketCloseCode, type MarketTicker } from '@halyard/shared';
import { buildTestApp, createManualClock, type TestApp } from '../testing/build-test-app.js';
import { connectSocket } from '../testing/socket-client.js';

const MAX_BUFFERED = 64 * 1024;

/** A push of about 48 KB that gzip cannot shrink much: random text in the ticker fields. */
function heavyTickers(): MarketTicker[] {
  return Array.from({ length: 48 }, () => ({
    symbol: randomBytes(768).toString('base64'),
    open: 1, high: 1, low: 1, close: 1, amount: 1, vol: 1, count: 1, bid: 1, bidSize: 1, ask: 1, askSize: 1,
  }));
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('what one socket may cost', () => {
  const clock = createManualClock();
  let t: TestApp;
  let url: string;

  beforeAll(async () => {
    t = await buildTestApp({
      clock,
      socketPingIntervalMs: 60_000,
      socketLimits: { maxBufferedBytes: MAX_BUFFERED, maxChannels: 5 },
      env: { SOCKET_LIMIT_PER_CLIENT: '8' },
    });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `${address.replace('http', 'ws')}/ws`;
  });
  afterAll(async () => {
    await t.close();
  });

  const serverSockets = () => [...t.app.websocketServer.clients];

  it('drops a reader that stops reading, keeps what waits for it bounded, and serves the others in full', async () => {
    const fast = await connectSocket(url);
    const slow = await connectSocket(url);
    for (const client of [fast, slow]) {
      client.send({ sub: 'market.tickers', id: 't' });
      await client.next((f) => f.id === 't');
    }
    slow.socket.pause();
    const slowClosed = new Promise<void>((resolve) => slow.socket.once('close', () => resolve()));

    let published = 0;
    let mostWaiting = 0;
    while (serverSockets().length > 1 && published < 2000) {
      t.runtime.hub.publish('market.tickers', { data: heavyTickers() });
      published += 1;
      mostWaiting = Math.max(mostWaiting, ...serverSockets().map((socket) => socket.bufferedAmount));
      await tick();
    }
    expect(serverSockets()).toHaveLength(1);
    // Never more than the bound plus the one frame that found it full.
    expect(mostWaiting).toBeLessThanOrEqual(MAX_BUFFERED + 64 * 1024);
    await expect.poll(() => fast.frames.filter((f) => f.ch === 'market.tickers').length, { timeout: 10_000 }).toBe(published);
    slow.socket.resume();
    await slowClosed;
    fast.socket.close();
  });

  it('holds at most its channel limit on one connection', async () => {
    const client = await connectSocket(url);
    const pairs = MARKET_PAIRS.slice(0, 6);
    for (const [index, pair] of pairs.entries()) client.send({ sub: `market.${pair}.detail`, id: `s${index}` });
    for (let index = 0; index < 5; index += 1) expect(await client.next((f) => f.id === `s${index}`)).toMatchObject({ status: 'ok' });
    expect(await client.next((f) => f.id === 's5')).toMatchObject({ status: 'error', 'err-code': 'too-many-channels' });
    // Leaving one makes room again.
    client.send({ unsub: `market.${pairs[0]}.detail`, id: 'u' });
    await client.next((f) => f.id === 'u');
    client.send({ sub: `market.${pairs[5]}.detail`, id: 'again' });
    expect(await client.next((f) => f.id === 'again')).toMatchObject({ status: 'ok' });
    client.socket.close();
  });

  it('refuses more sockets from one address than its limit, with a close code', async () => {
    const held = await Promise.all(Array.from({ length: 8 }, () => connectSocket(url)));
    const extra = new WebSocket(url);
    const code = await new Promise<number>((resolve) => extra.once('close', (closeCode) => resolve(closeCode)));
    expect(code).toBe(SocketCloseCode.tooManyConnections);
    held[0]?.socket.close();
    await expect.poll(() => serverSockets().length).toBe(7);
    const room = await connectSocket(url);
    room.send({ ping: 1 });
    expect(await room.next((f) => 'pong' in f)).toEqual({ pong: 1 });
    for (const client of [...held, room]) client.socket.close();
    await expect.poll(() => serverSockets().length).toBe(0);
  });

  it('answers a frame over the rate limit with an error that carries its id', async () => {
    const client = await connectSocket(url);
    for (let i = 0; i < 12; i += 1) client.send({ unsub: 'user.orders', id: `r${i}` });
    expect(await client.next((f) => f.id === 'r11')).toMatchObject({ status: 'error', 'err-code': 'too-many-requests' });
    client.socket.close();
  });

  it('signs a socket out within a second of its logout, and stops its member pushes', async () => {
    const token = await t.signIn();
    const client = await connectSocket(url);
    client.send({ auth: token, id: 'a' });
    await client.next((f) => f.id === 'a');
    client.send({ sub: 'user.balance', id: 's' });
    await client.next((f) => f.id === 's');
    const logout = await t.call({ method: 'POST', url: '/api/member/app/loginOut', headers: { authorization: `Bearer ${token}` } });
    expect(logout.status).toBe(200);
    expect(await client.next((f) => f['err-code'] === 'unauthorized', 1000)).toMatchObject({ 'err-msg': 'session ended' });
    // Subscribing again needs a live session.
    client.send({ sub: 'user.balance', id: 's2' });
    expect(await client.next((f) => f.id === 's2')).toMatchObject({ status: 'error', 'err-code': 'unauthorized' });
    client.socket.close();
  });

  it('signs a socket out when its session expires, and when a later auth fails', async () => {
    const token = await t.signIn();
    const member = (await userIdOf(token)) ?? 0;
    const client = await connectSocket(url);
    client.send({ auth: token, id: 'a' });
    await client.next((f) => f.id === 'a');
    client.send({ sub: 'user.balance', id: 's' });
    await client.next((f) => f.id === 's');
    clock.advance(6 * 3600 * 1000);
    expect(await client.next((f) => f['err-code'] === 'unauthorized', 2000)).toMatchObject({ 'err-msg': 'session expired' });
    t.runtime.hub.publishToUser(member, 'user.balance', { accounts: [], totalUsdt: '0' });
    clock.advance(-6 * 3600 * 1000);

    const fresh = await t.signIn();
    client.send({ auth: fresh, id: 'b' });
    await client.next((f) => f.id === 'b');
    client.send({ sub: 'user.balance', id: 's3' });
    await client.next((f) => f.id === 's3');
    client.send({ auth: 'not-a-token', id: 'c' });
    expect(await client.next((f) => f.id === 'c')).toMatchObject({ status: 'error', 'err-code': 'unauthorized' });
    t.runtime.hub.publishToUser(member, 'user.balance', { accounts: [], totalUsdt: '0' });
    // The ping below is answered after any push published before it: none came.
    client.send({ ping: 7 });
    await client.next((f) => 'pong' in f);
    expect(client.frames.some((f) => f.ch === 'user.balance')).toBe(false);
    client.socket.close();
  });

  it('counts a pong only when it echoes a ping it was sent', async () => {
    const short = await buildTestApp({ socketPingIntervalMs: 100 });
    const address = await short.app.listen({ port: 0, host: '127.0.0.1' });
    const client = await connectSocket(`${address.replace('http', 'ws')}/ws`, { answerPings: false });
    const keepLying = setInterval(() => client.send({ pong: Date.now() + 1 }), 40);
    const code = await new Promise<number>((resolve) => client.socket.once('close', (closeCode) => resolve(closeCode)));
    clearInterval(keepLying);
    expect(code).toBe(1006);
    await short.close();
  });

  async function userIdOf(token: string): Promise<number | null> {
    const info = await t.call<{ mbId: string }>({ method: 'GET', url: '/api/member/app/getInfo', headers: { authorization: `Bearer ${token}` } });
    if (info.status !== 200) return null;
    const row = await t.database.db.selectFrom('users').select('id').where('mb_id', '=', info.body.data.mbId).executeTakeFirst();
    return row?.id ?? null;
  }
});
