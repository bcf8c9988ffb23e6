import type { WebSocket } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { byTestId, en, open, openMenu, signInWithPreview } from './support/app.js';
import { phoneSuite } from './support/phone.js';
import { recordSocketFrames, type Frame } from './support/socket.js';

const suite = phoneSuite();

describe('the app socket', () => {
  it('opens /ws at start and signs it in with the session, then out again', async () => {
    const phone = await suite.open();
    const { page } = phone;
    const sent: Frame[] = [];
    const received: Frame[] = [];
    const sockets: WebSocket[] = [];
    page.on('websocket', (socket) => {
      sockets.push(socket);
      recordSocketFrames(socket, sent, received);
    });

    await open(page, '/home');
    await expect.poll(() => sockets.map((socket) => new URL(socket.url()).pathname)).toContain('/ws');
    expect(sent.some((frame) => 'auth' in frame)).toBe(false);

    await signInWithPreview(phone);
    await expect.poll(() => received.find((frame) => frame.authed === true)).toMatchObject({ status: 'ok' });
    const authFrame = sent.find((frame) => 'auth' in frame);
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('token') ?? 'null')?.value as string);
    expect(authFrame?.auth).toBe(token);
    const ack = received.find((frame) => frame.authed === true);
    expect(ack?.id).toBe(authFrame?.id);

    // Signing out drops the socket's identity: the app reconnects, and the new socket sends no auth.
    const socketsBefore = sockets.length;
    const sentBefore = sent.length;
    await openMenu(page);
    await byTestId(page, 'menu-logout').click();
    await page.locator('.adm-dialog-button', { hasText: en.common.confirm }).click();
    await byTestId(page, 'header-login').waitFor({ state: 'visible' });
    await expect.poll(() => sockets.length).toBeGreaterThan(socketsBefore);
    // An open socket sends its auth (when signed in) and then its subscriptions, at once: once a
    // subscription has gone out on the new one, any auth would have gone before it.
    await expect.poll(() => sent.slice(sentBefore).some((frame) => 'sub' in frame)).toBe(true);
    expect(sent.slice(sentBefore).some((frame) => 'auth' in frame)).toBe(false);
  });
});
