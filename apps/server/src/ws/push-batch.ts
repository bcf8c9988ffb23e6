import { gzipSync } from 'node:zlib';
import type { Connection } from './connection.js';
import type { Push } from './fan-out.js';

/** A push waiting for the end of this turn of the event loop; its JSON and its own frame are made at most once. */
class WaitingPush {
  private text: string | undefined;
  private frame: Buffer | undefined;

  constructor(readonly push: Push) {}

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
 * The pushes a socket is due this turn, in order. There is one of these per distinct sequence,
 * shared by every socket due exactly that sequence, so a socket costs a map entry, not a list.
 */
class DuePushes {
  private readonly next = new Map<WaitingPush, DuePushes>();
  private frame: Buffer | undefined;

  constructor(readonly pushes: readonly WaitingPush[]) {}

  then(push: WaitingPush): DuePushes {
    let due = this.next.get(push);
    if (!due) {
      due = new DuePushes([...this.pushes, push]);
      this.next.set(push, due);
    }
    return due;
  }

  /** Every push in one frame, a JSON array, compressed once for all the sockets due them. */
  batchFrame(): Buffer {
    this.frame ??= gzipSync(`[${this.pushes.map((waiting) => waiting.json()).join(',')}]`);
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
  private nothingDue = new DuePushes([]);
  private waiting = new Map<Connection, DuePushes>();
  private scheduled = false;

  /** Queues a push for these sockets; the batch goes out once the current turn is over. */
  add(push: Push, connections: Iterable<Connection>): void {
    const waitingPush = new WaitingPush(push);
    for (const connection of connections) this.waiting.set(connection, (this.waiting.get(connection) ?? this.nothingDue).then(waitingPush));
    if (this.scheduled || this.waiting.size === 0) return;
    this.scheduled = true;
    setImmediate(() => this.flush());
  }

  /** Sends what waits: one frame per socket, shared by the sockets that get the same pushes. */
  flush(): void {
    const { waiting, nothingDue } = this;
    this.waiting = new Map();
    this.nothingDue = new DuePushes([]);
    this.scheduled = false;
    waiting.forEach((due, connection) => {
      // A socket may have left a channel or signed out since the push was queued.
      const wanted = due.pushes.every((waitingPush) => connection.wants(waitingPush.push))
        ? due
        : due.pushes.filter((waitingPush) => connection.wants(waitingPush.push)).reduce((kept, waitingPush) => kept.then(waitingPush), nothingDue);
      if (wanted.pushes.length > 1 && connection.batchesPushes) connection.sendEncoded(wanted.batchFrame());
      else for (const waitingPush of wanted.pushes) connection.sendEncoded(waitingPush.ownFrame());
    });
  }
}
