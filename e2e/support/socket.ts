import { gunzipSync } from 'node:zlib';
import type { Page, WebSocket } from 'playwright-core';

export type Frame = Record<string, unknown>;

/** Every frame of one socket, server frames un-gzipped as the app reads them (a batch's pushes one by one). */
export function recordSocketFrames(socket: WebSocket, sent: Frame[], received: Frame[]): void {
  socket.on('framesent', ({ payload }) => sent.push(JSON.parse(payload.toString()) as Frame));
  socket.on('framereceived', ({ payload }) => {
    const text = typeof payload === 'string' ? payload : gunzipSync(payload).toString('utf8');
    const frame = JSON.parse(text) as Frame | Frame[];
    received.push(...(Array.isArray(frame) ? frame : [frame]));
  });
}

/**
 * The pushes that reach the page's sockets from now on (including sockets of later documents).
 * `waitFor(channel)` resolves once a push on that channel has arrived and the page has had two
 * frames to decode and draw it.
 */
export function recordPushes(page: Page): { waitFor(channel: string): Promise<Frame> } {
  const received: Frame[] = [];
  page.on('websocket', (socket) => recordSocketFrames(socket, [], received));
  return {
    async waitFor(channel) {
      const deadline = Date.now() + 10_000;
      let push = received.find((frame) => frame.ch === channel);
      while (!push) {
        if (Date.now() > deadline) throw new Error(`no push on ${channel} within 10 s`);
        await new Promise((resolve) => setTimeout(resolve, 50));
        push = received.find((frame) => frame.ch === channel);
      }
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      return push;
    },
  };
}
