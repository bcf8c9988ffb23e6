import WebSocket from 'ws';
import { SocketCloseCode, type ServerFrame } from '@halyard/shared';
import type { Push } from './fan-out.js';
import { encodeFrame } from './protocol.js';

/** Who signed a socket in, and until when. */
export interface SocketMember {
  userId: number;
  sessionId: string;
  /** Milliseconds since the epoch; the socket is signed out at this time. */
  expiresAtMs: number;
}

/** What one socket may cost the server. */
export interface ConnectionLimits {
  /** Bytes waiting to be written beyond which the reader is too slow and is dropped. */
  maxBufferedBytes: number;
  maxChannels: number;
  maxMessagesPerSecond: number;
}

/**
 * The defaults: a quarter megabyte behind is about a minute of every market push a page uses;
 * 50 channels is several times what any page subscribes to; 10 frames a second is HTX's pace.
 */
export const DEFAULT_SOCKET_LIMITS: ConnectionLimits = { maxBufferedBytes: 256 * 1024, maxChannels: 50, maxMessagesPerSecond: 10 };

/** Milliseconds a dropped socket gets to take its close frame before it is cut. */
const CLOSE_GRACE_MS = 1000;

/**
 * One client's socket: what it subscribed to, who signed it in, and the limits that keep one
 * client from costing the server without bound.
 */
export class Connection {
  readonly channels = new Set<string>();
  /** The channels that needed a signed-in member: signing out leaves them. */
  readonly memberChannels = new Set<string>();
  member: SocketMember | null = null;
  /** Pings sent and not yet answered; a pong counts only if it echoes one of them. */
  private readonly outstandingPings: number[] = [];
  private recentMessages: number[] = [];
  /** The frames of one socket are handled one after another: a `sub` sent right after `auth` sees it done. */
  handling: Promise<void> = Promise.resolve();

  constructor(
    readonly socket: WebSocket,
    readonly clientAddress: string,
    private readonly limits: ConnectionLimits,
    /** Asked for frames carrying several pushes (`/ws?batch=1`). */
    readonly batchesPushes = false,
  ) {}

  /** Does this socket still take the push: it holds the channel and, for a member's push, is that member's. */
  wants(push: Push): boolean {
    if (!this.channels.has(push.channel)) return false;
    return push.userId === undefined || this.member?.userId === push.userId;
  }

  get unansweredPings(): number {
    return this.outstandingPings.length;
  }

  /** Sends an encoded frame; a reader that has fallen too far behind is dropped instead. */
  sendEncoded(buffer: Buffer): void {
    if (this.socket.readyState !== WebSocket.OPEN) return;
    if (this.socket.bufferedAmount + buffer.length > this.limits.maxBufferedBytes) {
      this.drop(SocketCloseCode.slowReader, 'reading too slowly');
      return;
    }
    this.socket.send(buffer);
  }

  send(frame: ServerFrame): void {
    this.sendEncoded(encodeFrame(frame));
  }

  /** Sends `{"ping": now}`, encoded once for every socket pinged at `now`. */
  ping(now: number, encoded: Buffer): void {
    this.outstandingPings.push(now);
    this.sendEncoded(encoded);
  }

  /** True when the pong echoes a ping this socket was sent. */
  acceptPong(value: number): boolean {
    if (!this.outstandingPings.includes(value)) return false;
    this.outstandingPings.length = 0;
    return true;
  }

  withinRateLimit(now: number): boolean {
    this.recentMessages = this.recentMessages.filter((at) => now - at < 1000);
    this.recentMessages.push(now);
    return this.recentMessages.length <= this.limits.maxMessagesPerSecond;
  }

  mayAddChannel(channel: string): boolean {
    return this.channels.has(channel) || this.channels.size < this.limits.maxChannels;
  }

  /** Closes with a code the client can read, and cuts the socket if it will not take the close. */
  drop(code: number, reason: string): void {
    if (this.socket.readyState !== WebSocket.OPEN) return;
    this.socket.close(code, reason);
    setTimeout(() => this.socket.terminate(), CLOSE_GRACE_MS).unref();
  }
}
