import type { PushFrame } from '@halyard/shared';

/** A push for a channel's subscribers; with `userId`, for that member's own sockets only. */
export interface Push {
  channel: string;
  frame: PushFrame;
  userId?: number;
}

/** What a process's hub offers the port: delivery to its own sockets, and whether any listens. */
export interface LocalSockets {
  deliver(push: Push): void;
  hasSubscribers(channel: string): boolean;
  /** Signs out this process's sockets of a session that ended (logout, expiry of the session row). */
  endSession(sessionId: string): void;
}

/**
 * The one way pushes leave a publisher (ARCHITECTURE §1.4): to the sockets of every process.
 * In one process the port hands them straight to the hub; a Redis port (scale-out) carries
 * them to every process's hub, and nothing that publishes changes.
 */
export interface FanOutPort {
  attach(local: LocalSockets): void;
  publish(push: Push): void;
  /** Does any socket, in any process, listen? Lets a publisher skip computing a push nobody would get. */
  hasSubscribers(channel: string): boolean;
  /** A session ended: every process signs out the sockets it holds for it. */
  endSession(sessionId: string): void;
  close(): Promise<void>;
}

/** The port of a single process: publishing is delivering. */
export class InProcessFanOut implements FanOutPort {
  private local: LocalSockets | null = null;

  attach(local: LocalSockets): void {
    this.local = local;
  }

  publish(push: Push): void {
    this.local?.deliver(push);
  }

  hasSubscribers(channel: string): boolean {
    return this.local?.hasSubscribers(channel) ?? false;
  }

  endSession(sessionId: string): void {
    this.local?.endSession(sessionId);
  }

  async close(): Promise<void> {
    this.local = null;
  }
}
