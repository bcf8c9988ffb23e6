import { readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { BrowserContext, WebSocketRoute } from 'playwright-core';

/**
 * The app's data held still for screenshots (e2e/style-shots.mts): one run records every API read
 * and the first push of every socket channel, later runs answer the pages from that recording, so
 * two runs draw the same figures although the simulated market moves. Writes (sign-in, orders) and
 * the sign-in nonce always go to the server. Keys carry the browser's role (guest, member,
 * operator): the same read answers each differently.
 */
export interface Recording {
  /** `role METHOD /api/path?query` → status and body. */
  reads: Record<string, { status: number; body: string; contentType: string }>;
  /** `role channel` → the first push seen on it. */
  pushes: Record<string, unknown>;
  /** `role request channel` → the first reply. */
  replies: Record<string, unknown>;
  /** Anything else the recording run found out (record ids for the routes). */
  facts: Record<string, string>;
}

export interface FrozenNetwork {
  recording: Recording;
  /** Reads answered by the server in a replaying run: figures that were not held still. */
  missed: string[];
  attach(context: BrowserContext, role: string): Promise<void>;
  save(): void;
}

/** Ten or more digits in a query are a time (a kline's end): a key without them stays the same from run to run. */
function readKey(role: string, method: string, url: URL): string {
  return `${role} ${method} ${url.pathname}${url.search.replace(/\d{10,}/g, 'T')}`;
}

const LIVE_PATHS = ['/api/member/app/nonce'];

function decode(message: string | Buffer): unknown {
  const text = typeof message === 'string' ? message : gunzipSync(message).toString('utf8');
  return JSON.parse(text) as unknown;
}

export function frozenNetwork(file: string, mode: 'record' | 'replay'): FrozenNetwork {
  const recording: Recording = mode === 'replay' ? (JSON.parse(readFileSync(file, 'utf8')) as Recording) : { reads: {}, pushes: {}, replies: {}, facts: {} };
  const missed: string[] = [];

  const recordSocket = (role: string, ws: WebSocketRoute) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => server.send(message));
    server.onMessage((message) => {
      const frame = decode(message);
      for (const push of Array.isArray(frame) ? frame : [frame]) {
        if (typeof push !== 'object' || push === null) continue;
        if ('ch' in push && typeof push.ch === 'string') recording.pushes[`${role} ${push.ch}`] ??= push;
        if ('rep' in push && typeof push.rep === 'string') recording.replies[`${role} ${push.rep}`] ??= push;
      }
      ws.send(message);
    });
  };

  /** The server's part played from the recording: every subscription answered at once, with its recorded push. */
  const replaySocket = (role: string, ws: WebSocketRoute) => {
    ws.onMessage((message) => {
      const frame = JSON.parse(String(message)) as Record<string, unknown>;
      const id = typeof frame.id === 'string' ? frame.id : undefined;
      const ts = 0;
      if (typeof frame.sub === 'string') {
        ws.send(JSON.stringify({ id, status: 'ok', subbed: frame.sub, ts }));
        // The market's figures come by reads too (tickers, a pair's detail, book and trades), and a push
        // merged before or after its read would leave other figures: the reads alone draw them.
        const push = frame.sub.startsWith('market.') ? undefined : recording.pushes[`${role} ${frame.sub}`];
        if (push) ws.send(JSON.stringify(push));
      } else if (typeof frame.unsub === 'string') ws.send(JSON.stringify({ id, status: 'ok', unsubbed: frame.unsub, ts }));
      else if (typeof frame.auth === 'string') ws.send(JSON.stringify({ id, status: 'ok', authed: true, ts }));
      else if (typeof frame.req === 'string') {
        const reply = recording.replies[`${role} ${frame.req}`];
        if (reply) ws.send(JSON.stringify({ ...(reply as object), id }));
      }
    });
  };

  return {
    recording,
    missed,
    async attach(context, role) {
      await context.routeWebSocket(/\/ws(\?|$)/, (ws) => (mode === 'record' ? recordSocket(role, ws) : replaySocket(role, ws)));
      await context.route(/\/api\//, async (route) => {
        const request = route.request();
        const url = new URL(request.url());
        if (request.method() !== 'GET' || LIVE_PATHS.includes(url.pathname)) return route.continue();
        const key = readKey(role, request.method(), url);
        if (mode === 'replay') {
          const held = recording.reads[key];
          if (held) return route.fulfill({ status: held.status, body: Buffer.from(held.body, 'base64'), contentType: held.contentType });
          missed.push(key);
          return route.continue();
        }
        const response = await route.fetch();
        const body = await response.body();
        recording.reads[key] ??= { status: response.status(), body: body.toString('base64'), contentType: response.headers()['content-type'] ?? 'application/json' };
        return route.fulfill({ response, body });
      });
    },
    save() {
      writeFileSync(file, JSON.stringify(recording));
    },
  };
}
