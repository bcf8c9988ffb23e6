import { gunzipSync } from 'node:zlib';
import WebSocket from 'ws';

/** One client of the crowd: how often it connected, and when it last subscribed and heard a push. */
export interface CrowdClient {
  socket: WebSocket | null;
  token: string | null;
  connects: number;
  /** When the server confirmed the last subscription after the newest connect (0: not yet). */
  subscribedAt: number;
  lastPushAt: number;
  /** Signed-in clients: when a push on their user channel last came. */
  lastUserPushAt: number;
}

export interface SocketCrowd {
  clients: CrowdClient[];
  /** Clients open and subscribed right now. */
  subscribed(): number;
  stop(): Promise<void>;
}

/**
 * `count` WebSocket clients of `url`, like browser tabs: each subscribes to `channel` (and, given a
 * token, signs in and subscribes to `user.balance` too), answers pings, and when its socket drops
 * reconnects after a short random wait and subscribes again.
 */
export async function startSocketCrowd(url: string, count: number, channel: string, tokens: readonly string[] = []): Promise<SocketCrowd> {
  let stopping = false;
  const clients: CrowdClient[] = Array.from({ length: count }, (_, index) => ({
    socket: null,
    token: tokens[index] ?? null,
    connects: 0,
    subscribedAt: 0,
    lastPushAt: 0,
    lastUserPushAt: 0,
  }));

  function connect(client: CrowdClient): Promise<void> {
    return new Promise((resolve) => {
      const socket = new WebSocket(url, { perMessageDeflate: false, handshakeTimeout: 5000 });
      client.socket = socket;
      client.subscribedAt = 0;
      const send = (frame: object) => socket.send(JSON.stringify(frame));
      socket.on('open', () => {
        client.connects += 1;
        if (client.token) send({ auth: client.token, id: 'auth' });
        else send({ sub: channel, id: 'market' });
        resolve();
      });
      socket.on('message', (raw: Buffer, isBinary: boolean) => {
        const frame = JSON.parse((isBinary ? gunzipSync(raw) : raw).toString('utf8')) as Record<string, unknown>;
        if ('ping' in frame) return send({ pong: frame.ping });
        // Refused (the server could not read the session, say): asked again shortly, as a page would.
        if (frame.status === 'error' && typeof frame.id === 'string') {
          const again = { auth: { auth: client.token, id: 'auth' }, user: { sub: 'user.balance', id: 'user' }, market: { sub: channel, id: 'market' } }[frame.id];
          if (again) setTimeout(() => socket.readyState === WebSocket.OPEN && send(again), 500);
          return;
        }
        if (frame.id === 'auth' && frame.status === 'ok') return send({ sub: 'user.balance', id: 'user' });
        if (frame.id === 'user' && frame.status === 'ok') return send({ sub: channel, id: 'market' });
        if (frame.id === 'market' && frame.status === 'ok') client.subscribedAt = Date.now();
        if (typeof frame.ch === 'string') {
          client.lastPushAt = Date.now();
          if (frame.ch.startsWith('user.')) client.lastUserPushAt = Date.now();
        }
      });
      socket.on('error', () => undefined);
      socket.on('close', () => {
        resolve();
        if (client.socket === socket) client.socket = null;
        if (!stopping) setTimeout(() => void (stopping || connect(client)), 200 + Math.random() * 800);
      });
    });
  }

  // In waves of a hundred, as a real crowd arrives over a moment rather than in one instant.
  for (let start = 0; start < count; start += 100) await Promise.all(clients.slice(start, start + 100).map(connect));

  return {
    clients,
    subscribed: () => clients.filter((client) => client.socket?.readyState === WebSocket.OPEN && client.subscribedAt > 0).length,
    stop: async () => {
      stopping = true;
      await Promise.all(
        clients.map(
          (client) =>
            new Promise<void>((resolve) => {
              const socket = client.socket;
              if (!socket || socket.readyState === WebSocket.CLOSED) return resolve();
              socket.once('close', () => resolve());
              socket.terminate();
            }),
        ),
      );
    },
  };
}
