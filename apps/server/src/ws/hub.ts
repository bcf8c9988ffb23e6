import type { WebSocket } from 'ws';
import { SocketErrorCode, type ClientFrame, type ServerFrame } from '@halyard/shared';
import { encodeFrame, errorFrame, parseClientFrame } from './protocol.js';

/** What a channel family answers: who may subscribe, and history for `req`. */
export interface ChannelProvider {
  matches(channel: string): boolean;
  requiresAuth: boolean;
  /** Answers a `req` frame; providers without history leave it out. */
  request?(channel: string, range: { from?: number; to?: number }): Promise<unknown>;
}

export interface HubOptions {
  /** Resolves a socket `auth` token to the member's id. */
  authenticate(token: string): Promise<number | null>;
  pingIntervalMs: number;
  maxMessagesPerSecond: number;
}

interface Connection {
  socket: WebSocket;
  channels: Set<string>;
  userId: number | null;
  unansweredPings: number;
  recentMessages: number[];
  /** The frames of one socket are handled one after another: a `sub` sent right after `auth` sees it done. */
  handling: Promise<void>;
}

/**
 * Subscriptions and fan-out for `/ws`. A push is encoded once and the same buffer goes to every
 * subscriber; user channels reach only that user's sockets.
 */
export class SocketHub {
  private readonly connections = new Set<Connection>();
  private readonly subscribers = new Map<string, Set<Connection>>();
  private readonly providers: ChannelProvider[] = [];
  private readonly pingTimer: NodeJS.Timeout;

  constructor(private readonly options: HubOptions) {
    this.pingTimer = setInterval(() => this.pingAll(), options.pingIntervalMs);
    this.pingTimer.unref();
  }

  registerChannels(provider: ChannelProvider): void {
    this.providers.push(provider);
  }

  get connectionCount(): number {
    return this.connections.size;
  }

  attach(socket: WebSocket): void {
    const connection: Connection = { socket, channels: new Set(), userId: null, unansweredPings: 0, recentMessages: [], handling: Promise.resolve() };
    this.connections.add(connection);
    socket.on('message', (raw: Buffer) => {
      if (!this.withinRateLimit(connection)) {
        this.send(connection, errorFrame(SocketErrorCode.tooManyRequests, 'at most 10 messages a second'));
        return;
      }
      connection.handling = connection.handling.then(() => this.receive(connection, raw));
    });
    socket.on('close', () => this.detach(connection));
    socket.on('error', () => socket.terminate());
  }

  /** Does anyone listen? Lets a publisher skip computing a push nobody would get. */
  hasSubscribers(channel: string): boolean {
    return (this.subscribers.get(channel)?.size ?? 0) > 0;
  }

  /**
   * Pushes `{ch, ts, tick}` (or `{ch, ts, data}` for list channels such as market.tickers) to
   * every subscriber of the channel: encoded once, the same buffer for all.
   */
  publish(channel: string, payload: { tick: unknown } | { data: unknown }): void {
    const listeners = this.subscribers.get(channel);
    if (!listeners?.size) return;
    const buffer = encodeFrame({ ch: channel, ts: Date.now(), ...payload });
    for (const connection of listeners) connection.socket.send(buffer);
  }

  /** Pushes `{ch, ts, data}` to the user's own sockets that subscribed to the channel. */
  publishToUser(userId: number, channel: string, data: unknown): void {
    const listeners = this.subscribers.get(channel);
    if (!listeners?.size) return;
    let buffer: Buffer | null = null;
    for (const connection of listeners) {
      if (connection.userId !== userId) continue;
      buffer ??= encodeFrame({ ch: channel, ts: Date.now(), data });
      connection.socket.send(buffer);
    }
  }

  close(): void {
    clearInterval(this.pingTimer);
    for (const connection of this.connections) connection.socket.terminate();
  }

  private send(connection: Connection, frame: ServerFrame): void {
    connection.socket.send(encodeFrame(frame));
  }

  private detach(connection: Connection): void {
    this.connections.delete(connection);
    for (const channel of connection.channels) this.subscribers.get(channel)?.delete(connection);
  }

  private pingAll(): void {
    for (const connection of this.connections) {
      if (connection.unansweredPings >= 2) {
        connection.socket.terminate();
        continue;
      }
      connection.unansweredPings += 1;
      this.send(connection, { ping: Date.now() });
    }
  }

  private withinRateLimit(connection: Connection): boolean {
    const now = Date.now();
    connection.recentMessages = connection.recentMessages.filter((at) => now - at < 1000);
    connection.recentMessages.push(now);
    return connection.recentMessages.length <= this.options.maxMessagesPerSecond;
  }

  private async receive(connection: Connection, raw: Buffer): Promise<void> {
    const parsed = parseClientFrame(raw);
    if (!parsed.ok) {
      this.send(connection, parsed.error);
      return;
    }
    try {
      await this.handle(connection, parsed.frame);
    } catch {
      this.send(connection, errorFrame(SocketErrorCode.badRequest, 'the frame could not be handled'));
    }
  }

  private async handle(connection: Connection, frame: ClientFrame): Promise<void> {
    const ts = Date.now();
    if ('pong' in frame) {
      connection.unansweredPings = 0;
      return;
    }
    if ('ping' in frame) {
      this.send(connection, { pong: frame.ping });
      return;
    }
    if ('auth' in frame) {
      const userId = await this.options.authenticate(frame.auth);
      if (userId === null) {
        this.send(connection, errorFrame(SocketErrorCode.unauthorized, 'invalid or expired token', frame.id));
        return;
      }
      connection.userId = userId;
      this.send(connection, { id: frame.id, status: 'ok', authed: true, ts });
      return;
    }
    if ('unsub' in frame) {
      connection.channels.delete(frame.unsub);
      this.subscribers.get(frame.unsub)?.delete(connection);
      this.send(connection, { id: frame.id, status: 'ok', unsubbed: frame.unsub, ts });
      return;
    }
    const channel = 'sub' in frame ? frame.sub : frame.req;
    const provider = this.providers.find((candidate) => candidate.matches(channel));
    if (!provider) {
      this.send(connection, errorFrame(SocketErrorCode.invalidTopic, `invalid topic ${channel}`, frame.id));
      return;
    }
    if (provider.requiresAuth && connection.userId === null) {
      this.send(connection, errorFrame(SocketErrorCode.unauthorized, 'send auth first', frame.id));
      return;
    }
    if ('sub' in frame) {
      connection.channels.add(channel);
      let listeners = this.subscribers.get(channel);
      if (!listeners) this.subscribers.set(channel, (listeners = new Set()));
      listeners.add(connection);
      this.send(connection, { id: frame.id, status: 'ok', subbed: channel, ts });
      return;
    }
    if (!provider.request) {
      this.send(connection, errorFrame(SocketErrorCode.invalidTopic, `no history for ${channel}`, frame.id));
      return;
    }
    const data = await provider.request(channel, { from: frame.from, to: frame.to });
    this.send(connection, { rep: channel, id: frame.id, status: 'ok', data });
  }
}
