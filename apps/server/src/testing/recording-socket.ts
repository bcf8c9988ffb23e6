import { EventEmitter } from 'node:events';
import { gunzipSync } from 'node:zlib';
import WebSocket from 'ws';

/** Just enough of a `ws` socket for the hub: it records what is sent and can deliver a client frame. */
export class RecordingSocket extends EventEmitter {
  readonly sent: Buffer[] = [];
  readonly readyState = WebSocket.OPEN;
  readonly bufferedAmount = 0;
  send(buffer: Buffer): void {
    this.sent.push(buffer);
  }
  terminate(): void {
    this.emit('close');
  }
  deliver(frame: object): void {
    this.emit('message', Buffer.from(JSON.stringify(frame)));
  }
  /** As the hub sees it. */
  get asWebSocket(): WebSocket {
    return this as unknown as WebSocket;
  }
}

/** A server frame, un-gzipped: one push, or a batch of them (an array). */
export function decodeSent(buffer: Buffer): unknown {
  return JSON.parse(gunzipSync(buffer).toString('utf8'));
}

/** Lets a turn of the event loop end, so the hub's batch of pushes goes out. */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
