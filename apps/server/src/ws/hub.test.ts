import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildTestApp, type TestApp } from '../testing/build-test-app.js';
import { connectSocket as connect } from '../testing/socket-client.js';

describe('the /ws socket', () => {
  let t: TestApp;
  let url: string;

  beforeAll(async () => {
    t = await buildTestApp({ socketPingIntervalMs: 200 });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `${address.replace('http', 'ws')}/ws`;
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses an unknown channel with an error frame carrying the id', async () => {
    const client = await connect(url);
    client.send({ sub: 'market.nopeusdt.kline.1min', id: 'a1' });
    expect(await client.next((f) => f.id === 'a1')).toMatchObject({ status: 'error', 'err-code': 'invalid-topic' });
    client.socket.close();
  });

  it('answers bad frames with an error and keeps the connection', async () => {
    const client = await connect(url);
    client.send('not json');
    expect(await client.next((f) => f.status === 'error')).toMatchObject({ 'err-code': 'bad-request' });
    client.send({ what: 'is this', id: 'x1' });
    expect(await client.next((f) => f.id === 'x1')).toMatchObject({ status: 'error' });
    client.send({ ping: 42 });
    expect(await client.next((f) => 'pong' in f)).toEqual({ pong: 42 });
    expect(client.socket.readyState).toBe(WebSocket.OPEN);
    client.socket.close();
  });

  it('needs auth for user channels, then subscribes and pushes only to that user', async () => {
    const token = await t.signIn();
    const me = await connect(url);
    const other = await connect(url);
    me.send({ sub: 'user.balance', id: 's1' });
    expect(await me.next((f) => f.id === 's1')).toMatchObject({ status: 'error', 'err-code': 'unauthorized' });

    me.send({ auth: 'garbage', id: 'bad' });
    expect(await me.next((f) => f.id === 'bad')).toMatchObject({ status: 'error', 'err-code': 'unauthorized' });
    me.send({ auth: token, id: 'au' });
    expect(await me.next((f) => f.id === 'au')).toMatchObject({ status: 'ok', authed: true });
    me.send({ sub: 'user.balance', id: 's2' });
    expect(await me.next((f) => f.id === 's2')).toMatchObject({ status: 'ok', subbed: 'user.balance' });

    other.send({ auth: await t.signIn(), id: 'au2' });
    await other.next((f) => f.id === 'au2');
    other.send({ sub: 'user.balance', id: 's3' });
    await other.next((f) => f.id === 's3');

    const member = await t.call<{ mbId: string }>({ method: 'GET', url: '/api/member/app/getInfo', headers: { authorization: `Bearer ${token}` } });
    const user = await t.database.db.selectFrom('users').select('id').where('mb_id', '=', member.body.data.mbId).executeTakeFirstOrThrow();
    t.runtime.hub.publishToUser(user.id, 'user.balance', { accounts: [], totalUsdt: '1' });
    expect(await me.next((f) => f.ch === 'user.balance')).toMatchObject({ ch: 'user.balance', data: { totalUsdt: '1' } });
    // The ping below is answered after any push published before it: none came.
    other.send({ ping: 7 });
    await other.next((f) => 'pong' in f);
    expect(other.frames.some((f) => f.ch === 'user.balance')).toBe(false);

    me.send({ unsub: 'user.balance', id: 'u1' });
    expect(await me.next((f) => f.id === 'u1')).toMatchObject({ status: 'ok', unsubbed: 'user.balance' });
    me.socket.close();
    other.socket.close();
  });

  it('handles a socket\'s frames in order: a sub sent right behind its auth is already signed in', async () => {
    const client = await connect(url);
    client.send({ auth: await t.signIn(), id: 'au' });
    client.send({ sub: 'user.balance', id: 'right-behind' });
    expect(await client.next((f) => f.id === 'au')).toMatchObject({ status: 'ok', authed: true });
    expect(await client.next((f) => f.id === 'right-behind')).toMatchObject({ status: 'ok', subbed: 'user.balance' });
    client.socket.close();
  });

  it('pings, and closes a client that misses two pongs', async () => {
    const client = await connect(url, { answerPings: false });
    const ping = await client.next((f) => 'ping' in f);
    client.send({ pong: ping.ping });
    const closed = new Promise<number>((resolve) => client.socket.once('close', (code) => resolve(code)));
    const started = Date.now();
    await closed;
    // Two unanswered pings at 200 ms, then the close at the third tick.
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
  });

  it('limits a connection to 10 messages a second without closing it', async () => {
    const client = await connect(url);
    for (let i = 0; i < 15; i += 1) client.send({ unsub: 'user.orders', id: `r${i}` });
    await client.next((f) => f['err-code'] === 'too-many-requests');
    const acks = client.frames.filter((f) => f.status === 'ok').length + 1;
    expect(acks).toBeLessThanOrEqual(11);
    expect(client.socket.readyState).toBe(WebSocket.OPEN);
    client.socket.close();
  });
});
