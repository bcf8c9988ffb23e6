import { gunzipSync } from 'node:zlib';
import { MARKET_PAIRS, type MarketTicker } from '@halyard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SimulatedFeed } from '../market/simulated/simulated-feed.js';
import { buildTestApp, createManualClock, type TestApp } from '../testing/build-test-app.js';
import { decodeSent, nextTurn, RecordingSocket } from '../testing/recording-socket.js';
import { DEFAULT_SOCKET_LIMITS } from './connection.js';
import { SocketHub, type SocketMember } from './hub.js';
import { connectMarketChannels } from './market-channels.js';

type Push = { ch?: string; tick?: unknown; data?: unknown };

const KLINE = 'market.btcusdt.kline.1min';
const TICKERS = 'market.tickers';

function hubWith(authenticate: (token: string) => Promise<SocketMember | null> = async () => null): SocketHub {
  return new SocketHub({ authenticate, pingIntervalMs: 60_000, limits: DEFAULT_SOCKET_LIMITS, maxConnectionsPerClient: 10 });
}

function attached(hub: SocketHub, channels: string[], batchesPushes: boolean): RecordingSocket {
  const socket = new RecordingSocket();
  hub.attach(socket.asWebSocket, '127.0.0.1', batchesPushes);
  for (const channel of channels) socket.deliver({ sub: channel, id: channel });
  return socket;
}

describe('one frame per socket per market tick', () => {
  it('carries each channel a socket holds in one frame, the same buffer for every socket holding the same channels', async () => {
    const clock = createManualClock(new Date('2026-11-29T12:00:00Z'));
    const feed = new SimulatedFeed({ seed: 'feedfeedfeedfeedfeedfeedfeedfeed', clock });
    const hub = hubWith();
    const disconnect = connectMarketChannels(hub, feed);
    const [first, second] = [attached(hub, [KLINE, TICKERS], true), attached(hub, [KLINE, TICKERS], true)];
    const klineOnly = attached(hub, [KLINE], true);
    const oneByOne = attached(hub, [KLINE, TICKERS], false);
    const sockets = [first, second, klineOnly, oneByOne];
    await nextTurn();
    expect(sockets.map((socket) => socket.sent.length)).toEqual([2, 2, 1, 2]);
    for (const socket of sockets) socket.sent.splice(0);

    clock.advance(1000);
    feed.emitDueTicks();
    await nextTurn();

    expect(sockets.map((socket) => socket.sent.length)).toEqual([1, 1, 1, 2]);
    const batch = decodeSent(first.sent[0] ?? Buffer.alloc(0)) as Push[];
    expect(batch.map((push) => push.ch)).toEqual([KLINE, TICKERS]);
    expect(batch[0]?.tick).toEqual(feed.currentCandle('btcusdt', '1min'));
    expect((batch[1]?.data as MarketTicker[]).map((row) => row.symbol)).toEqual([...MARKET_PAIRS]);
    expect(second.sent[0]).toBe(first.sent[0]);

    // A socket with one channel gets that push alone, as HTX frames it; one that asked for no
    // batches gets each push as a frame of its own: the same buffers the other sockets got.
    const alone = decodeSent(klineOnly.sent[0] ?? Buffer.alloc(0));
    expect(alone).toEqual(batch[0]);
    expect(oneByOne.sent.map((buffer) => decodeSent(buffer))).toEqual(batch);
    expect(oneByOne.sent[0]).toBe(klineOnly.sent[0]);
    disconnect();
    hub.close();
  });

  it('leaves out what a socket stopped holding before its frame went out: a channel it left, a session that ended', async () => {
    const member: SocketMember = { userId: 7, sessionId: 'session-7', expiresAtMs: Date.now() + 3_600_000 };
    const hub = hubWith(async (token) => (token === 'good' ? member : null));
    hub.registerChannels({ matches: (channel) => channel === TICKERS, requiresAuth: false });
    hub.registerChannels({ matches: (channel) => channel === 'user.balance', requiresAuth: true });
    const socket = new RecordingSocket();
    hub.attach(socket.asWebSocket, '127.0.0.1', true);
    socket.deliver({ auth: 'good', id: 'a' });
    socket.deliver({ sub: 'user.balance', id: 'b' });
    socket.deliver({ sub: TICKERS, id: 't' });
    await nextTurn();
    socket.sent.splice(0);

    hub.publish(TICKERS, { data: [] });
    hub.publishToUser(7, 'user.balance', { accounts: [], totalUsdt: '1' });
    socket.deliver({ unsub: TICKERS, id: 'u' });
    hub.endSession('session-7');
    await nextTurn();

    const frames = socket.sent.map((buffer) => decodeSent(buffer) as Record<string, unknown>);
    expect(frames.some((frame) => Array.isArray(frame) || 'ch' in frame)).toBe(false);
    expect(frames).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ status: 'error', 'err-code': 'unauthorized' }),
        expect.objectContaining({ id: 'u', unsubbed: TICKERS }),
      ]),
    );
    hub.close();
  });
});

describe('batches on a live /ws', () => {
  let t: TestApp;
  let url: string;

  beforeAll(async () => {
    t = await buildTestApp();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `${address.replace('http', 'ws')}/ws`;
  });
  afterAll(async () => {
    await t.close();
  });

  /** A client that keeps every data frame as it came: a push, or a batch (an array). */
  async function listen(path: string) {
    const socket = new WebSocket(`${url}${path}`);
    const frames: unknown[] = [];
    socket.on('message', (raw: Buffer) => {
      const frame = JSON.parse(gunzipSync(raw).toString('utf8')) as unknown;
      if (Array.isArray(frame) || (typeof frame === 'object' && frame !== null && 'ch' in frame)) frames.push(frame);
    });
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    for (const channel of [KLINE, TICKERS]) socket.send(JSON.stringify({ sub: channel, id: channel }));
    return { socket, frames };
  }

  async function until(condition: () => boolean): Promise<void> {
    const deadline = Date.now() + 5000;
    while (!condition()) {
      if (Date.now() > deadline) throw new Error('the frames did not come');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('sends a client that asked for batches its kline and the tickers in one frame each tick, and HTX clients a frame each', async () => {
    const batched = await listen('?batch=1');
    const plain = await listen('');
    const both = (frame: unknown) => Array.isArray(frame) && frame.map((push: Push) => push.ch).join() === `${KLINE},${TICKERS}`;
    // The tick in which it subscribed may have sent one of the two; every tick after it sends both in one frame.
    await until(() => batched.frames.filter(both).length >= 2);
    const fromFirstBatch = batched.frames.slice(batched.frames.findIndex(both));
    expect(fromFirstBatch.every(both)).toBe(true);

    await until(() => plain.frames.length >= 4);
    expect(plain.frames.some((frame) => Array.isArray(frame))).toBe(false);
    expect(new Set(plain.frames.map((frame) => (frame as Push).ch))).toEqual(new Set([KLINE, TICKERS]));
    batched.socket.close();
    plain.socket.close();
  });
});
