import { MARKET_PAIRS, type DepthTick, type DetailTick, type KlineTick, type MarketTicker, type TradeTick } from '@halyard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimulatedFeed } from '../market/simulated/simulated-feed.js';
import { buildTestApp, createManualClock, type TestApp } from '../testing/build-test-app.js';
import { decodeSent, nextTurn, RecordingSocket } from '../testing/recording-socket.js';
import { connectSocket, type Frame } from '../testing/socket-client.js';
import { DEFAULT_SOCKET_LIMITS } from './connection.js';
import { SocketHub } from './hub.js';
import { connectMarketChannels } from './market-channels.js';

describe('market channels on /ws', () => {
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

  it('pushes the forming candle of a kline channel every second, gzip-compressed, until unsub', async () => {
    const client = await connectSocket(url);
    client.send({ sub: 'market.btcusdt.kline.1min', id: 'k1' });
    expect(await client.next((frame) => frame.id === 'k1')).toMatchObject({ status: 'ok', subbed: 'market.btcusdt.kline.1min' });
    const first = await client.next((frame) => frame.ch === 'market.btcusdt.kline.1min');
    const second = await client.next((frame) => frame.ch === 'market.btcusdt.kline.1min');
    const tick = first.tick as KlineTick;
    expect(Object.keys(tick).sort()).toEqual(['amount', 'close', 'count', 'high', 'id', 'low', 'open', 'vol']);
    expect(tick.id % 60).toBe(0);
    expect(tick.low).toBeLessThanOrEqual(tick.close);
    expect(second.ts as number).toBeGreaterThan(first.ts as number);
    expect(client.counts().textFrames).toBe(0);

    client.send({ unsub: 'market.btcusdt.kline.1min', id: 'u1' });
    await client.next((frame) => frame.id === 'u1');
    client.frames.splice(0);
    // A tick's candles go out period by period (1min, then 5min): its 5-minute candle arrives behind any 1-minute one.
    client.send({ sub: 'market.btcusdt.kline.5min', id: 'k5' });
    await client.next((frame) => frame.id === 'k5' && frame.status === 'ok');
    await client.next((frame) => frame.ch === 'market.btcusdt.kline.5min');
    expect(client.frames.filter((frame) => frame.ch === 'market.btcusdt.kline.1min')).toEqual([]);
    client.socket.close();
  });

  it('pushes the 24 h detail, the book and new trades of a pair, and all tickers once a second', async () => {
    const client = await connectSocket(url);
    for (const [index, channel] of ['market.ethusdt.detail', 'market.ethusdt.depth.step0', 'market.ethusdt.trade.detail', 'market.tickers'].entries()) {
      client.send({ sub: channel, id: `s${index}` });
      await client.next((frame) => frame.id === `s${index}` && frame.status === 'ok');
    }
    const detail = (await client.next((frame) => frame.ch === 'market.ethusdt.detail')).tick as DetailTick;
    expect(detail.version).toBeGreaterThan(0);
    expect(detail.high).toBeGreaterThanOrEqual(detail.close);
    const depth = (await client.next((frame) => frame.ch === 'market.ethusdt.depth.step0')).tick as DepthTick;
    expect(depth.bids).toHaveLength(20);
    expect(depth.asks).toHaveLength(20);
    const trades = (await client.next((frame) => frame.ch === 'market.ethusdt.trade.detail')).tick as TradeTick;
    expect(trades.data.length).toBeGreaterThan(0);
    expect(trades.id).toBe(trades.data[0]?.id);
    const tickers = await client.next((frame) => frame.ch === 'market.tickers');
    expect((tickers.data as MarketTicker[]).map((row) => row.symbol)).toEqual([...MARKET_PAIRS]);
    client.socket.close();
  });

  it('answers req with history: HTX inclusive from/to, at most 300, the newest window first', async () => {
    const client = await connectSocket(url);
    const to = Math.floor(Date.now() / 1000 / 3600) * 3600 - 3600;
    const from = to - 9 * 3600;
    client.send({ req: 'market.solusdt.kline.60min', id: 'r1', from, to });
    const reply = await client.next((frame) => frame.id === 'r1');
    expect(reply).toMatchObject({ rep: 'market.solusdt.kline.60min', status: 'ok' });
    const candles = reply.data as KlineTick[];
    expect(candles.map((candle) => candle.id)).toEqual(Array.from({ length: 10 }, (_, index) => from + index * 3600));

    client.send({ req: 'market.solusdt.kline.1min', id: 'r2', from: 0, to });
    const capped = (await client.next((frame) => frame.id === 'r2')).data as KlineTick[];
    expect(capped).toHaveLength(300);
    expect(capped[299]?.id).toBe(to);

    client.send({ req: 'market.solusdt.trade.detail', id: 'r3' });
    expect(((await client.next((frame) => frame.id === 'r3')).data as unknown[]).length).toBe(100);
    client.socket.close();
  });

  it('refuses an unknown pair, period or topic with an error frame and keeps the connection', async () => {
    const client = await connectSocket(url);
    for (const channel of ['market.dfiusdt.detail', 'market.btcusdt.kline.2min', 'market.btcusdt.depth.step9', 'market.btcusdt']) {
      client.send({ sub: channel, id: channel });
      expect(await client.next((frame) => frame.id === channel)).toMatchObject({ status: 'error', 'err-code': 'invalid-topic' });
    }
    client.send({ sub: 'market.btcusdt.detail', id: 'fine' });
    expect(await client.next((frame) => frame.id === 'fine')).toMatchObject({ status: 'ok' });
    client.socket.close();
  });

  it('serves a client that reconnects and subscribes again', async () => {
    const first = await connectSocket(url);
    first.send({ sub: 'market.dogeusdt.detail', id: 'a' });
    await first.next((frame) => frame.ch === 'market.dogeusdt.detail');
    first.socket.terminate();
    const again = await connectSocket(url);
    again.send({ sub: 'market.dogeusdt.detail', id: 'b' });
    expect(await again.next((frame) => frame.ch === 'market.dogeusdt.detail')).toMatchObject({ ch: 'market.dogeusdt.detail' });
    again.socket.close();
  });
});

function decode(buffer: Buffer): Frame {
  return decodeSent(buffer) as Frame;
}

describe('market fan-out', () => {
  it('compresses each update once and sends the same buffer to every subscriber', async () => {
    const clock = createManualClock(new Date('2026-11-22T12:00:00Z'));
    const feed = new SimulatedFeed({ seed: 'feedfeedfeedfeedfeedfeedfeedfeed', clock });
    const hub = new SocketHub({ authenticate: async () => null, pingIntervalMs: 60_000, limits: DEFAULT_SOCKET_LIMITS, maxConnectionsPerClient: 10 });
    const disconnect = connectMarketChannels(hub, feed);
    const sockets = [new RecordingSocket(), new RecordingSocket(), new RecordingSocket()];
    for (const socket of sockets) {
      hub.attach(socket.asWebSocket, '127.0.0.1');
      socket.deliver({ sub: 'market.btcusdt.kline.5min', id: 'k' });
    }
    await nextTurn();
    for (const socket of sockets) socket.sent.splice(0);

    clock.advance(1000);
    feed.emitDueTicks();
    await nextTurn();
    const pushes = sockets.map((socket) => socket.sent.filter((buffer) => decode(buffer).ch === 'market.btcusdt.kline.5min'));
    expect(pushes.map((list) => list.length)).toEqual([1, 1, 1]);
    expect(pushes[1]?.[0]).toBe(pushes[0]?.[0]);
    expect(pushes[2]?.[0]).toBe(pushes[0]?.[0]);
    expect(decode(pushes[0]?.[0] ?? Buffer.alloc(0)).tick).toEqual(feed.currentCandle('btcusdt', '5min'));
    disconnect();
    hub.close();
  });
});
