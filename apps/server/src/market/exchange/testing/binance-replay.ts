import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';

/**
 * A stand-in for Binance's spot API on loopback, for the exchange feed's tests. It answers the REST
 * calls ccxt makes (exchangeInfo, ticker/24hr, depth, klines, aggTrades) with the recorded answers
 * in binance/*.json, unchanged, and speaks Binance's raw-stream websocket: `SUBSCRIBE` is
 * acknowledged with `{"result": null, "id"}`, then the recorded frames of the subscribed streams
 * (binance/ws-frames.json) follow in order. Tests push more frames, garbage, or drop the sockets.
 * The recording was made at RECORDED_AT_MS; the feed under test runs on a clock set there.
 */

/** The moment of the recording (2026-11-20 10:30:12.900 UTC): just after its last frame. */
export const RECORDED_AT_MS = 1_795_170_612_900;

type Json = Record<string, unknown>;
/** A Binance kline row: [open time, open, high, low, close, volume, close time, quote volume, trades, taker base, taker quote, ignore]. */
type KlineRow = [number, string, string, string, string, string, number, string, number, string, string, string];

const fixtures = new URL('./binance/', import.meta.url);

function fixture<T>(name: string): T | undefined {
  const url = new URL(name, fixtures);
  return existsSync(url) ? (JSON.parse(readFileSync(url, 'utf8')) as T) : undefined;
}

/** Binance's klines: open time <= endTime and >= startTime, the newest `limit` (the oldest when only startTime is given). */
function klines(symbol: string, interval: string, query: URLSearchParams): KlineRow[] {
  const rows = fixture<KlineRow[]>(`klines-${symbol}-${interval}.json`) ?? [];
  const limit = Number(query.get('limit') ?? 500);
  const startTime = query.has('startTime') ? Number(query.get('startTime')) : Number.NEGATIVE_INFINITY;
  const endTime = query.has('endTime') ? Number(query.get('endTime')) : Number.POSITIVE_INFINITY;
  const inRange = rows.filter((row) => row[0] >= startTime && row[0] <= endTime);
  return query.has('startTime') && !query.has('endTime') ? inRange.slice(0, limit) : inRange.slice(-limit);
}

function parseMessage(raw: RawData): { method?: unknown; params?: unknown; id?: unknown } | undefined {
  try {
    const parsed: unknown = JSON.parse(raw.toString());
    return typeof parsed === 'object' && parsed !== null ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export interface BinanceReplay {
  port: number;
  /** ccxt's `urls` override pointing binance's spot REST and websocket here. */
  urls: { api: { public: string; ws: { spot: string } } };
  /** Every REST path and query asked for, in order. */
  requests: string[];
  /** Every stream subscribed, in order (again after a reconnect). */
  subscriptions: string[];
  /** Sends a frame to every socket subscribed to `stream`. */
  push(stream: string, frame: Json): void;
  /** Sends raw text to every open socket (a broken frame). */
  pushRaw(text: string): void;
  /** Closes every open socket from the server's side. */
  dropConnections(): void;
  openSockets(): number;
  close(): Promise<void>;
}

/** Starts the replay on 127.0.0.1:`port` (0: any free port). */
export async function startBinanceReplay(port = 0): Promise<BinanceReplay> {
  const requests: string[] = [];
  const subscriptions: string[] = [];
  const recordedFrames = fixture<Array<{ stream: string; frame: Json }>>('ws-frames.json') ?? [];

  function answer(request: IncomingMessage, response: ServerResponse): void {
    const url = new URL(request.url ?? '/', 'http://replay');
    requests.push(`${url.pathname}${url.search}`);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const invalidSymbol = () => send(400, { code: -1121, msg: 'Invalid symbol.' });
    const symbol = url.searchParams.get('symbol') ?? '';
    switch (url.pathname) {
      case '/api/v3/exchangeInfo':
        return send(200, fixture('exchange-info.json'));
      case '/api/v3/ticker/24hr': {
        const wanted = JSON.parse(url.searchParams.get('symbols') ?? 'null') as string[] | null;
        const tickers = fixture<Array<{ symbol: string }>>('ticker-24hr.json') ?? [];
        return send(200, wanted ? tickers.filter((ticker) => wanted.includes(ticker.symbol)) : tickers);
      }
      case '/api/v3/depth': {
        const book = fixture(`depth-${symbol}.json`);
        return book ? send(200, book) : invalidSymbol();
      }
      case '/api/v3/klines':
        return send(200, klines(symbol, url.searchParams.get('interval') ?? '', url.searchParams));
      case '/api/v3/aggTrades': {
        const trades = fixture<unknown[]>(`agg-trades-${symbol}.json`);
        return trades ? send(200, trades.slice(-Number(url.searchParams.get('limit') ?? 500))) : invalidSymbol();
      }
      default:
        return send(404, { code: -1, msg: `not recorded: ${url.pathname}` });
    }
  }

  const http = createServer(answer);
  const streamsBySocket = new Map<WebSocket, Set<string>>();
  const wss = new WebSocketServer({ server: http });
  wss.on('connection', (socket) => {
    const streams = new Set<string>();
    streamsBySocket.set(socket, streams);
    socket.on('close', () => streamsBySocket.delete(socket));
    socket.on('message', (raw) => {
      const message = parseMessage(raw);
      const params = Array.isArray(message?.params) ? message.params.filter((param): param is string => typeof param === 'string') : [];
      if (message?.method === 'UNSUBSCRIBE') {
        for (const stream of params) streams.delete(stream);
        socket.send(JSON.stringify({ result: null, id: message.id }));
        return;
      }
      if (message?.method !== 'SUBSCRIBE') {
        socket.send(JSON.stringify({ error: { code: 2, msg: 'Invalid request' }, id: message?.id ?? null }));
        return;
      }
      for (const stream of params) {
        streams.add(stream);
        subscriptions.push(stream);
      }
      socket.send(JSON.stringify({ result: null, id: message.id }));
      for (const { stream, frame } of recordedFrames) if (params.includes(stream)) socket.send(JSON.stringify(frame));
    });
  });

  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(port, '127.0.0.1', () => resolve());
  });
  const actualPort = (http.address() as AddressInfo).port;
  const base = `127.0.0.1:${actualPort}`;
  return {
    port: actualPort,
    urls: { api: { public: `http://${base}/api/v3`, ws: { spot: `ws://${base}/ws` } } },
    requests,
    subscriptions,
    push(stream, frame) {
      const text = JSON.stringify(frame);
      for (const [socket, streams] of streamsBySocket) if (streams.has(stream)) socket.send(text);
    },
    pushRaw(text) {
      for (const socket of streamsBySocket.keys()) socket.send(text);
    },
    dropConnections() {
      for (const socket of streamsBySocket.keys()) socket.terminate();
    },
    openSockets: () => streamsBySocket.size,
    async close() {
      for (const socket of streamsBySocket.keys()) socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
