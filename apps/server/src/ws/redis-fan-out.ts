import { randomUUID } from 'node:crypto';
import { RedisPubSub } from '../lib/redis-pubsub.js';
import type { FanOutPort, LocalSockets, Push } from './fan-out.js';

/** The Redis pub/sub channel every process's pushes travel on. */
const PUSH_CHANNEL = 'halyard:pushes';

/**
 * Market channels stay in their process: every process runs the same feed (the simulated market
 * is a pure function of the seed kept in the database), so each pushes the same frames to its
 * own sockets, and carrying them through Redis would only deliver each one once per process.
 */
function isLocalOnly(channel: string): boolean {
  return channel.startsWith('market.');
}

/** What travels between processes: a push, or the end of a session. */
type Envelope = { origin: string; push: Push } | { origin: string; endSession: string };

/**
 * The fan-out port across processes (ARCHITECTURE §1.4): a member's pushes (`user.*`), every
 * other non-market push and the end of a session (a logout signs out that session's sockets in
 * every process) go through Redis pub/sub to every process, whose hub applies them to the sockets
 * it holds; the publishing process applies its own at once and ignores its echo.
 */
export class RedisFanOut implements FanOutPort {
  private local: LocalSockets | null = null;
  private readonly origin = randomUUID();
  private readonly redis: RedisPubSub;
  /** Resolves once this process listens, so nothing published after it is missed. */
  readonly ready: Promise<void>;

  constructor(url: string, private readonly onError: (error: unknown) => void) {
    this.redis = new RedisPubSub(url, [PUSH_CHANNEL], (message) => this.receive(message), onError);
    this.ready = this.redis.ready;
  }

  attach(local: LocalSockets): void {
    this.local = local;
  }

  publish(push: Push): void {
    this.local?.deliver(push);
    if (isLocalOnly(push.channel)) return;
    const envelope: Envelope = { origin: this.origin, push };
    this.redis.publish(PUSH_CHANNEL, envelope);
  }

  endSession(sessionId: string): void {
    this.local?.endSession(sessionId);
    const envelope: Envelope = { origin: this.origin, endSession: sessionId };
    this.redis.publish(PUSH_CHANNEL, envelope);
  }

  /** A market channel: this process's own sockets decide. Any other may have a listener elsewhere. */
  hasSubscribers(channel: string): boolean {
    return isLocalOnly(channel) ? (this.local?.hasSubscribers(channel) ?? false) : true;
  }

  async close(): Promise<void> {
    this.local = null;
    await this.redis.close();
  }

  private receive(message: string): void {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(message) as Envelope;
    } catch (error) {
      this.onError(error);
      return;
    }
    if (envelope.origin === this.origin) return;
    if ('endSession' in envelope) this.local?.endSession(envelope.endSession);
    else this.local?.deliver(envelope.push);
  }
}
