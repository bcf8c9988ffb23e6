// @vitest-environment node
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SocketClient, socketUrl } from './ws-client';

class FakeSocket {
  static readonly OPEN = 1;
  readyState = 0;
  binaryType = 'blob';
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
    this.onclose?.();
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(data: unknown) {
    this.onmessage?.({ data });
  }
}

describe('SocketClient', () => {
  let sockets: FakeSocket[];
  let client: SocketClient;
  const last = () => {
    const socket = sockets.at(-1);
    if (!socket) throw new Error('no socket');
    return socket;
  };

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeSocket);
    sockets = [];
    client = new SocketClient({
      url: 'ws://example.test/ws',
      createSocket: (url) => {
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return socket as unknown as WebSocket;
      },
    });
    client.connect();
    last().open();
  });
  afterEach(() => {
    client.close();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('builds the socket url from the config domain or the page host', () => {
    expect(socketUrl('', { protocol: 'https:', host: 'app.test' })).toBe('wss://app.test/ws?batch=1');
    expect(socketUrl('api.test:8080', { protocol: 'http:', host: 'app.test' })).toBe('ws://api.test:8080/ws?batch=1');
  });

  it('answers a ping with a pong, plain or gzip', async () => {
    last().receive(JSON.stringify({ ping: 1 }));
    last().receive(gzipSync(JSON.stringify({ ping: 2 })).buffer);
    await vi.waitFor(() => expect(last().sent).toEqual([{ pong: 1 }, { pong: 2 }]));
  });

  it('subscribes, delivers gzip pushes of the channel and unsubscribes', async () => {
    const handler = vi.fn();
    const unsubscribe = client.subscribe('market.btcusdt.detail', handler);
    expect(last().sent).toEqual([{ sub: 'market.btcusdt.detail', id: '1' }]);
    const push = { ch: 'market.btcusdt.detail', ts: 1, tick: { close: 1 } };
    const gz = gzipSync(JSON.stringify(push));
    last().receive(gz.buffer.slice(gz.byteOffset, gz.byteOffset + gz.byteLength));
    last().receive(JSON.stringify({ ch: 'market.ethusdt.detail', ts: 1 }));
    await vi.waitFor(() => expect(handler).toHaveBeenCalledWith(push));
    expect(handler).toHaveBeenCalledTimes(1);
    unsubscribe();
    expect(last().sent.at(-1)).toEqual({ unsub: 'market.btcusdt.detail', id: '2' });
  });

  it('hands each push of a batch (one frame, an array of pushes) to its own channel\'s handlers, in order', async () => {
    const kline = vi.fn();
    const tickers = vi.fn();
    client.subscribe('market.btcusdt.kline.1min', kline);
    client.subscribe('market.tickers', tickers);
    const pushes = [
      { ch: 'market.btcusdt.kline.1min', ts: 5, tick: { close: 1 } },
      { ch: 'market.ethusdt.detail', ts: 5, tick: { close: 2 } },
      { ch: 'market.tickers', ts: 5, data: [] },
    ];
    const seen: unknown[] = [];
    client.onFrame((frame) => seen.push(frame));
    const gz = gzipSync(JSON.stringify(pushes));
    last().receive(gz.buffer.slice(gz.byteOffset, gz.byteOffset + gz.byteLength));
    await vi.waitFor(() => expect(seen).toEqual(pushes));
    expect(kline.mock.calls).toEqual([[pushes[0]]]);
    expect(tickers.mock.calls).toEqual([[pushes[2]]]);
  });

  it("hands a channel's handlers the server's confirmation of the subscription, not another channel's", () => {
    const handler = vi.fn();
    client.subscribe('user.chat', handler);
    const confirmed = { id: '1', status: 'ok', subbed: 'user.chat', ts: 1 };
    last().receive(JSON.stringify({ id: '9', status: 'ok', subbed: 'market.tickers', ts: 1 }));
    last().receive(JSON.stringify(confirmed));
    return vi.waitFor(() => expect(handler.mock.calls).toEqual([[confirmed]]));
  });

  it('sends auth and re-sends auth and live subscriptions 500 ms after a close', () => {
    client.auth('jwt');
    client.subscribe('market.tickers', () => undefined);
    const gone = client.subscribe('market.ethusdt.detail', () => undefined);
    gone();
    last().close();
    vi.advanceTimersByTime(499);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    last().open();
    expect(last().sent).toEqual([
      { auth: 'jwt', id: '5' },
      { sub: 'market.tickers', id: '6' },
    ]);
  });

  it('drops the socket\'s identity on sign-out by reconnecting without auth', () => {
    client.auth('jwt');
    client.subscribe('market.tickers', () => undefined);
    client.auth(undefined);
    vi.advanceTimersByTime(500);
    expect(sockets).toHaveLength(2);
    last().open();
    expect(last().sent).toEqual([{ sub: 'market.tickers', id: '3' }]);
    client.auth(undefined);
    expect(sockets).toHaveLength(2);
  });

  it("holds the member's channels until signed in, then sends them right behind auth", () => {
    client.subscribe('user.prompts', () => undefined);
    client.subscribe('market.tickers', () => undefined);
    expect(last().sent).toEqual([{ sub: 'market.tickers', id: '1' }]);
    client.auth('jwt');
    expect(last().sent.slice(1)).toEqual([
      { auth: 'jwt', id: '2' },
      { sub: 'user.prompts', id: '3' },
    ]);
    client.subscribe('user.messages', () => undefined);
    expect(last().sent.at(-1)).toEqual({ sub: 'user.messages', id: '4' });
    client.auth(undefined);
    vi.advanceTimersByTime(500);
    last().open();
    expect(last().sent).toEqual([{ sub: 'market.tickers', id: '5' }]);
  });

  it('does not reconnect after close()', () => {
    client.close();
    vi.advanceTimersByTime(5000);
    expect(sockets).toHaveLength(1);
  });
});
