import { gzipSync } from 'node:zlib';
import type { Connection } from './connection.js';
import type { Push } from './fan-out.js';

/** A push waiting for the end of this turn of the event loop; its JSON and its own frame are made at most once. */
class WaitingPush {
  private text: string | undefined;
  private frame: Buffer | undefined;

  constructor(
    readonly push: Push,
    readonly sequence: number,
  ) {}

  json(): string {
    this.text ??= JSON.stringify(this.push.frame);
    return this.text;
  }

  /** The push as a frame of its own, gzip-compressed (ARCHITECTURE §6). */
  ownFrame(): Buffer {
    this.frame ??= gzipSync(this.json());
    return this.frame;
  }
}

/**
 * The pushes of one turn of the event loop, sent when it ends: a market tick publishes a pair's
 * kline, detail and depth and the tickers one after another, and a socket that holds several of
 * them gets one frame carrying all of them (when it asked for batches, `/ws?batch=1`) instead of
 * one write each. A frame is compressed once for every socket that gets exactly the same pushes,
 * and the same buffer is written to each of them. A socket that asked for no batches gets each
 * push as a frame of its own, the buffer again shared by all.
 */
export class PushBatch {
  private waiting = new Map<Connection, WaitingPush[]>();
  private sequence = 0;
  private scheduled = false;

  /** Queues a push for these sockets; the batch goes out once the current turn is over. */
  add(push: Push, connections: Iterable<Connection>): void {
    const waitingPush = new WaitingPush(push, this.sequence);
    this.sequence += 1;
    for (const connection of connections) {
      const pushes = this.waiting.get(connection);
      if (pushes) pushes.push(waitingPush);
      else this.waiting.set(connection, [waitingPush]);
    }
    if (this.scheduled || this.waiting.size === 0) return;
    this.scheduled = true;
    setImmediate(() => this.flush());
  }

  /** Sends what waits: one frame per socket, shared by the sockets that get the same pushes. */
  flush(): void {
    const waiting = this.waiting;
    this.waiting = new Map();
    this.scheduled = false;
    this.sequence = 0;
    const frames = new Map<string, Buffer>();
    for (const [connection, queued] of waiting) {
      // A socket may have left a channel or signed out since the push was queued.
      const pushes = queued.filter(({ push }) => connection.wants(push));
      const [only] = pushes;
      if (only && pushes.length === 1) connection.sendEncoded(only.ownFrame());
      else if (!connection.batchesPushes) for (const waitingPush of pushes) connection.sendEncoded(waitingPush.ownFrame());
      else if (pushes.length > 1) {
        const key = pushes.map((waitingPush) => waitingPush.sequence).join(',');
        let frame = frames.get(key);
        if (!frame) {
          frame = gzipSync(`[${pushes.map((waitingPush) => waitingPush.json()).join(',')}]`);
          frames.set(key, frame);
        }
        connection.sendEncoded(frame);
      }
    }
  }
}
