import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { candleStart, previousCandleStart, type KlinePeriod } from '@halyard/shared';
import { WebSocketServer, type WebSocket } from 'ws';

/**
 * A stand-in for Binance's spot API on loopback, for the exchange feed's tests: it serves
 * recorded REST answers and websocket frames in Binance's own format (see binance/*.json),
 * re-timed so the recording's "now" is the test's now. What ccxt asks is what it gets:
 * exchangeInfo, depth snapshots, klines, and a websocket that acknowledges SUBSCRIBE and then
 * replays the frames of each subscribed stream.
 */

type Json = Record<string, unknown>;
type KlineRow = [number, string, string, string, string, string, number, string, number, string, string, string];

const fixtures = new URL('./binance/', import.meta.url);
function fixture<T>(name: string): T {
  return JSON.parse(readFileSync(new URL(name, fixtures), 'utf8')) as T;
}

/** The minute the recording was made in: its frames are shifted by now minus this. */
const RECORDED_MINUTE_MS = 1_795_170_600_000;

const INTERVAL_PERIODS: Record<string, KlinePeriod> = {
  '1m': '1min',
  '5m': '5min',
  '15m': '15min',
  '30m': '30min',
  '1h': '60min',
  '4h': '4hour',
  '1d': '1day',
  '1w': '1week',
  '1M': '1mon',
};

const TIME_FIELDS = ['E', 'T', 'O', 'C', 't'];

function shiftTimes(value: unknown, shiftMs: number): unknown {
  if (Array.isArray(value)) return value.map((item) => shiftTimes(item, shiftMs));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [key, TIME_FIELDS.includes(key) && typeof field === 'number' && field > 1e12 ? field + shiftMs : shiftTimes(field, shiftMs)]),
  );
}

export interface BinanceReplay {
  httpUrl: string;
  wsUrl: string;
  port: number;
  /** Every REST path asked for, in order. */
  requests: string[];
  /** Sends a frame to every socket subscribed to the stream (times shifted like the recording's). */
  push(stream: string, frame: Json): void;
  /** Sends raw text to every socket: a broken frame. */
  pushRaw(text: string): void;
  close(): Promise<void>;
}

/** Starts the replay on `port` (0: any free one). */
export async function startBinanceReplay(port = 0): Promise<BinanceReplay> {
  const exchangeInfo = fixture<Json>('exchange-info.json');
  const frames = fixture<Array<{ stream: string; frame: Json }>>('ws-frames.json');
  const requests: string[] = [];
  const shiftMs = () => Math.floor(Date.now() / 60_000) * 60_000 - RECORDED_MINUTE_MS;

  /** Recorded klines re-stamped so the last one is the interval's current candle, ending before `endTime`. */
  function klines(symbol: string, interval: string, limit: number, endTime: number | undefined): KlineRow[] {
    const period = INTERVAL_PERIODS[interval];
    if (!period) return [];
    // Intervals not recorded replay the pair's hourly recording under their own times.
    const recordedName = [`klines-${symbol}-${interval}.json`, `klines-${symbol}-1h.json`].find((name) => existsSync(new URL(name, fixtures)));
    if (!recordedName) return [];
    const recorded = fixture<KlineRow[]>(recordedName);
    let open = candleStart(period, Math.floor((endTime ?? Date.now()) / 1000));
    const rows: KlineRow[] = [];
    for (let index = recorded.length - 1; index >= 0 && rows.length < limit; index -= 1) {
      const row = recorded[index];
      if (!row) continue;
      const restamped: KlineRow = [...row];
      restamped[0] = open * 1000;
      rows.unshift(restamped);
      open = previousCandleStart(period, open);
    }
    return rows;
  }

  function answer(request: IncomingMessage, response: ServerResponse): void {
    const url = new URL(request.url ?? '/', 'http://replay');
    requests.push(`${url.pathname}${url.search}`);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const symbol = url.searchParams.get('symbol') ?? '';
    if (url.pathname === '/api/v3/exchangeInfo') return send(200, exchangeInfo);
    if (url.pathname === '/api/v3/depth') {
      try {
        return send(200, fixture(`depth-${symbol}.json`));
      } catch {
        return send(400, { code: -1121, msg: 'Invalid symbol.' });
      }
    }
    if (url.pathname === '/api/v3/klines') {
      const endTime = url.searchParams.get('endTime');
      return send(200, klines(symbol, url.searchParams.get('interval') ?? '1m', Number(url.searchParams.get('limit') ?? 500), endTime === null ? undefined : Number(endTime)));
    }
    send(404, { code: -1, msg: `not recorded: ${url.pathname}` });
  }

  const http: Server = createServer(answer);
  const sockets = new Map<WebSocket, Set<string>>();
  const wss = new WebSocketServer({ server: http });
  wss.on('connection', (socket) => {
    const streams = new Set<string>();
    sockets.set(socket, streams);
    socket.on('close', () => sockets.delete(socket));
    socket.on('message', (raw: Buffer) => {
      const message = JSON.parse(raw.toString('utf8')) as { method?: string; params?: string[]; id?: number };
      if (message.method !== 'SUBSCRIBE') return;
      const subscribed = message.params ?? [];
      for (const stream of subscribed) streams.add(stream);
      socket.send(JSON.stringify({ result: null, id: message.id }));
      // The recorded frames of these streams follow, a little later, as the exchange would send them.
      setTimeout(() => {
        for (const { stream, frame } of frames) {
          if (subscribed.includes(stream) && socket.readyState === socket.OPEN) socket.send(JSON.stringify(shiftTimes(frame, shiftMs())));
        }
      }, 150);
    });
  });

  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(port, '127.0.0.1', () => resolve());
  });
  const actualPort = (http.address() as AddressInfo).port;
  return {
    httpUrl: `http://127.0.0.1:${actualPort}`,
    wsUrl: `ws://127.0.0.1:${actualPort}`,
    port: actualPort,
    requests,
    push(stream, frame) {
      const text = JSON.stringify(shiftTimes(frame, shiftMs()));
      for (const [socket, streams] of sockets) if (streams.has(stream)) socket.send(text);
    },
    pushRaw(text) {
      for (const socket of sockets.keys()) socket.send(text);
    },
    async close() {
      for (const socket of sockets.keys()) socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
