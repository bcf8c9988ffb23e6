import { gunzipSync } from 'node:zlib';
import WebSocket from 'ws';

export type Frame = Record<string, unknown>;

/**
 * A test client of `/ws`: reads the server's gzip frames into a queue (noting which came as
 * binary) and, unless told not to, answers pings.
 */
export async function connectSocket(url: string, { answerPings = true } = {}) {
  const socket = new WebSocket(url);
  const frames: Frame[] = [];
  let binaryFrames = 0;
  let textFrames = 0;
  const waiters: Array<() => void> = [];
  socket.on('message', (raw: Buffer, isBinary: boolean) => {
    if (isBinary) binaryFrames += 1;
    else textFrames += 1;
    const frame = JSON.parse((isBinary ? gunzipSync(raw) : raw).toString('utf8')) as Frame;
    if (answerPings && 'ping' in frame) {
      socket.send(JSON.stringify({ pong: frame.ping }));
      return;
    }
    frames.push(frame);
    waiters.splice(0).forEach((wake) => wake());
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  /** Takes the first queued frame that matches, waiting for it up to `timeoutMs`. */
  async function next(match: (frame: Frame) => boolean = () => true, timeoutMs = 3000): Promise<Frame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = frames.findIndex(match);
      if (index >= 0) return frames.splice(index, 1)[0] ?? {};
      if (Date.now() > deadline) throw new Error(`no matching frame; saw ${JSON.stringify(frames).slice(0, 2000)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  }
  const send = (frame: unknown) => socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  const counts = () => ({ binaryFrames, textFrames });
  return { socket, frames, next, send, counts };
}
