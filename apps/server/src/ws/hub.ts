import type { WebSocket } from 'ws';
import {
  SocketCloseCode,
  SocketErrorCode,
  type ClientFrame,
  type MarketPayload,
  type UserChannelData,
} from '@halyard/shared';
import { systemClock, wallClockMs } from '../lib/clock.js';
import type { MemberChannel } from '../lib/member-push.js';
import { Connection, type ConnectionLimits, type SocketMember } from './connection.js';
import { InProcessFanOut, type FanOutPort, type Push } from './fan-out.js';
import { encodeFrame, errorFrame, frameIdOf, parseClientFrame } from './protocol.js';
import { PushBatch } from './push-batch.js';

export type { SocketMember } from './connection.js';

/** What a channel family answers: who may subscribe, and history for `req`. */
export interface ChannelProvider {
  matches(channel: string): boolean;
  requiresAuth: boolean;
  /** Answers a `req` frame; providers without history leave it out. */
  request?(channel: string, range: { from?: number; to?: number }): Promise<unknown>;
  /** A signed-in socket subscribed: a channel whose first push is a snapshot (prompts) sends it now. */
  subscribed?(member: SocketMember, channel: string): void;
}

export interface HubOptions {
  /** Resolves a socket `auth` token to the member and session behind it. */
  authenticate(token: string): Promise<SocketMember | null>;
  pingIntervalMs: number;
  limits: ConnectionLimits;
  /** Sockets one client address may hold at once. */
  maxConnectionsPerClient: number;
  /** Where pushes go; one process by default. */
  fanOut?: FanOutPort;
  /** Milliseconds since the epoch (the app's clock): sessions expire by it. */
  now?: () => number;
}

/** How often signed-in sockets are checked for an expired session. */
const EXPIRY_SWEEP_MS = 1000;
/**
 * Sockets pinged in one turn of the event loop: pinging 10,000 at once would hold a market tick
 * back by as long as 10,000 writes take (about 100 ms); 500 hold it at most a few milliseconds.
 */
const PINGS_A_TURN = 500;

/**
 * Subscriptions and delivery for `/ws`. Publishing goes through the fan-out port; delivery
 * queues a push for this process's subscribers and sends what a turn of the event loop queued
 * as one frame per socket, encoded once for all the sockets that get the same pushes
 * (push-batch.ts); user channels reach only that member's sockets, and only while its session lives.
 */
export class SocketHub {
  private readonly connections = new Set<Connection>();
  private readonly signedIn = new Set<Connection>();
  private readonly perClient = new Map<string, number>();
  private readonly subscribers = new Map<string, Set<Connection>>();
  private readonly providers: ChannelProvider[] = [];
  private readonly timers: NodeJS.Timeout[];
  private readonly fanOut: FanOutPort;
  private readonly now: () => number;
  private readonly batch = new PushBatch();

  constructor(private readonly options: HubOptions) {
    this.fanOut = options.fanOut ?? new InProcessFanOut();
    this.fanOut.attach({
      deliver: (push) => this.deliver(push),
      hasSubscribers: (channel) => this.hasLocalSubscribers(channel),
      endSession: (sessionId) => this.endLocalSession(sessionId),
    });
    this.now = options.now ?? (() => systemClock.now().getTime());
    this.timers = [setInterval(() => this.pingAll(), options.pingIntervalMs), setInterval(() => this.signOutExpired(), EXPIRY_SWEEP_MS)];
    for (const timer of this.timers) timer.unref();
  }

  registerChannels(provider: ChannelProvider): void {
    this.providers.push(provider);
  }

  get connectionCount(): number {
    return this.connections.size;
  }

  /** A new socket; `batchesPushes` when it asked for frames carrying several pushes (`/ws?batch=1`). */
  attach(socket: WebSocket, clientAddress: string, batchesPushes = false): void {
    const held = this.perClient.get(clientAddress) ?? 0;
    const connection = new Connection(socket, clientAddress, this.options.limits, batchesPushes);
    if (held >= this.options.maxConnectionsPerClient) {
      connection.drop(SocketCloseCode.tooManyConnections, 'too many connections');
      return;
    }
    this.perClient.set(clientAddress, held + 1);
    this.connections.add(connection);
    socket.on('message', (raw: Buffer) => {
      if (!connection.withinRateLimit(wallClockMs())) {
        const limit = this.options.limits.maxMessagesPerSecond;
        connection.send(this.error(SocketErrorCode.tooManyRequests, `at most ${limit} messages a second`, frameIdOf(raw)));
        return;
      }
      connection.handling = connection.handling.then(() => this.receive(connection, raw));
    });
    socket.on('close', () => this.detach(connection));
  }

  /** Does anyone listen, in any process? Lets a publisher skip computing a push nobody would get. */
  hasSubscribers(channel: string): boolean {
    return this.fanOut.hasSubscribers(channel);
  }

  /** Pushes `{ch, ts, tick}` (or `{ch, ts, data}` for market.tickers) to every subscriber of a market channel. */
  publish<C extends string>(channel: C, payload: MarketPayload<C>): void {
    this.fanOut.publish({ channel, frame: { ch: channel, ts: this.now(), ...payload } });
  }

  /** Pushes `{ch, ts, data}` to the member's own sockets that subscribed to the channel. */
  publishToUser<C extends MemberChannel>(userId: number, channel: C, data: UserChannelData[C]): void {
    this.fanOut.publish({ channel, userId, frame: { ch: channel, ts: this.now(), data } });
  }

  /** A session ended (logout): its sockets are signed out here and in every other process. */
  endSession(sessionId: string): void {
    this.fanOut.endSession(sessionId);
  }

  private endLocalSession(sessionId: string): void {
    for (const connection of this.signedIn) {
      if (connection.member?.sessionId === sessionId) this.signOut(connection, 'session ended');
    }
  }

  close(): void {
    for (const timer of this.timers) clearInterval(timer);
    for (const connection of this.connections) connection.socket.terminate();
    void this.fanOut.close();
  }

  private error(code: SocketErrorCode, message: string, id?: string) {
    return errorFrame(code, message, this.now(), id);
  }

  private deliver(push: Push): void {
    const listeners = this.subscribers.get(push.channel);
    if (!listeners?.size) return;
    const { userId } = push;
    if (userId === undefined) this.batch.add(push, listeners);
    else this.batch.add(push, [...listeners].filter((connection) => connection.member?.userId === userId));
  }

  private hasLocalSubscribers(channel: string): boolean {
    return (this.subscribers.get(channel)?.size ?? 0) > 0;
  }

  private detach(connection: Connection): void {
    if (!this.connections.delete(connection)) return;
    this.signedIn.delete(connection);
    const held = (this.perClient.get(connection.clientAddress) ?? 1) - 1;
    if (held > 0) this.perClient.set(connection.clientAddress, held);
    else this.perClient.delete(connection.clientAddress);
    for (const channel of connection.channels) this.leave(connection, channel);
  }

  private leave(connection: Connection, channel: string): void {
    connection.channels.delete(channel);
    connection.memberChannels.delete(channel);
    const listeners = this.subscribers.get(channel);
    listeners?.delete(connection);
    if (listeners?.size === 0) this.subscribers.delete(channel);
  }

  /** Leaves every member channel and forgets the member; the socket stays for public channels. */
  private signOut(connection: Connection, reason: string): void {
    for (const channel of connection.memberChannels) this.leave(connection, channel);
    connection.member = null;
    this.signedIn.delete(connection);
    connection.send(this.error(SocketErrorCode.unauthorized, reason));
  }

  private signOutExpired(): void {
    const now = this.now();
    for (const connection of this.signedIn) {
      if ((connection.member?.expiresAtMs ?? 0) <= now) this.signOut(connection, 'session expired');
    }
  }

  private pingAll(): void {
    const now = wallClockMs();
    const ping = encodeFrame({ ping: now });
    const connections = [...this.connections];
    const pingFrom = (start: number) => {
      for (const connection of connections.slice(start, start + PINGS_A_TURN)) {
        if (connection.unansweredPings >= 2) connection.socket.terminate();
        else connection.ping(now, ping);
      }
      if (start + PINGS_A_TURN < connections.length) setImmediate(() => pingFrom(start + PINGS_A_TURN));
    };
    pingFrom(0);
  }

  private async receive(connection: Connection, raw: Buffer): Promise<void> {
    const parsed = parseClientFrame(raw, this.now());
    if (!parsed.ok) {
      connection.send(parsed.error);
      return;
    }
    try {
      await this.handle(connection, parsed.frame);
    } catch {
      const id = 'id' in parsed.frame ? parsed.frame.id : undefined;
      connection.send(this.error(SocketErrorCode.badRequest, 'the frame could not be handled', id));
    }
  }

  private async handle(connection: Connection, frame: ClientFrame): Promise<void> {
    const ts = this.now();
    if ('pong' in frame) {
      if (!connection.acceptPong(frame.pong)) connection.send(this.error(SocketErrorCode.badRequest, 'no such ping'));
      return;
    }
    if ('ping' in frame) {
      connection.send({ pong: frame.ping });
      return;
    }
    if ('auth' in frame) {
      const member = await this.options.authenticate(frame.auth);
      if (member === null) {
        // A failed auth leaves the socket signed out, whoever it was before.
        if (connection.member) this.signOut(connection, 'signed out');
        connection.send(this.error(SocketErrorCode.unauthorized, 'invalid or expired token', frame.id));
        return;
      }
      if (connection.member && connection.member.userId !== member.userId) this.signOut(connection, 'signed out');
      connection.member = member;
      this.signedIn.add(connection);
      connection.send({ id: frame.id, status: 'ok', authed: true, ts });
      return;
    }
    if ('unsub' in frame) {
      this.leave(connection, frame.unsub);
      connection.send({ id: frame.id, status: 'ok', unsubbed: frame.unsub, ts });
      return;
    }
    const channel = 'sub' in frame ? frame.sub : frame.req;
    const provider = this.providers.find((candidate) => candidate.matches(channel));
    if (!provider) {
      connection.send(this.error(SocketErrorCode.invalidTopic, `invalid topic ${channel}`, frame.id));
      return;
    }
    if (provider.requiresAuth && connection.member === null) {
      connection.send(this.error(SocketErrorCode.unauthorized, 'send auth first', frame.id));
      return;
    }
    if ('sub' in frame) {
      if (!connection.mayAddChannel(channel)) {
        connection.send(this.error(SocketErrorCode.tooManyChannels, `at most ${this.options.limits.maxChannels} channels`, frame.id));
        return;
      }
      connection.channels.add(channel);
      if (provider.requiresAuth) connection.memberChannels.add(channel);
      let listeners = this.subscribers.get(channel);
      if (!listeners) this.subscribers.set(channel, (listeners = new Set()));
      listeners.add(connection);
      connection.send({ id: frame.id, status: 'ok', subbed: channel, ts });
      if (connection.member) provider.subscribed?.(connection.member, channel);
      return;
    }
    if (!provider.request) {
      connection.send(this.error(SocketErrorCode.invalidTopic, `no history for ${channel}`, frame.id));
      return;
    }
    const data = await provider.request(channel, { from: frame.from, to: frame.to });
    connection.send({ rep: channel, id: frame.id, status: 'ok', data });
  }
}
