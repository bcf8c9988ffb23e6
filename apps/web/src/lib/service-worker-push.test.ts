// @vitest-environment node
import type { PushPayload } from '@halyard/shared';
import { describe, expect, it, vi } from 'vitest';
import { appUrlOf, onNotificationClick, onPush, parsePushPayload, type PushWindowClient, type PushWorkerScope } from './service-worker-push';

const ORIGIN = 'https://app.halyard.test';
const payload: PushPayload = {
  messageId: 42,
  kind: 'contractStopLoss',
  alert: 'positionClosed',
  params: { pair: 'btcusdt', netPnl: '-2.89' },
  title: 'Stop loss triggered',
  body: 'Net PnL -2.89 USDT',
  url: '/trade?mode=contract&order=12',
};

function windowClient(state: Partial<PushWindowClient> = {}): PushWindowClient {
  return { url: `${ORIGIN}/home`, focused: false, visibilityState: 'hidden', focus: vi.fn(() => Promise.resolve()), navigate: vi.fn(() => Promise.resolve()), ...state };
}

function scopeWith(windows: PushWindowClient[]) {
  const showNotification = vi.fn<(title: string, options: NotificationOptions) => Promise<void>>(() => Promise.resolve());
  const openWindow = vi.fn(() => Promise.resolve(null));
  const scope: PushWorkerScope = { location: { origin: ORIGIN }, clients: { matchAll: () => Promise.resolve(windows), openWindow }, registration: { showNotification } };
  return { scope, showNotification, openWindow };
}

async function deliver(scope: PushWorkerScope, text: string): Promise<void> {
  let work: Promise<unknown> = Promise.resolve();
  onPush(scope, { data: { text: () => text }, waitUntil: (promise) => (work = promise) });
  await work;
}

describe("the service worker's push", () => {
  it('shows the alert as a notification, one per message, that opens its record', async () => {
    const { scope, showNotification } = scopeWith([windowClient({ visibilityState: 'hidden' })]);
    await deliver(scope, JSON.stringify(payload));
    expect(showNotification).toHaveBeenCalledWith('Stop loss triggered', {
      body: 'Net PnL -2.89 USDT',
      tag: 'message-42',
      data: { url: '/trade?mode=contract&order=12' },
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
    });
  });

  it('shows nothing while the app is visible and focused: the page shows its toast', async () => {
    const { scope, showNotification } = scopeWith([windowClient({ visibilityState: 'visible', focused: true })]);
    await deliver(scope, JSON.stringify(payload));
    expect(showNotification).not.toHaveBeenCalled();
    // Visible but not in front (another app has the focus): the notification shows.
    const behind = scopeWith([windowClient({ visibilityState: 'visible', focused: false })]);
    await deliver(behind.scope, JSON.stringify(payload));
    expect(behind.showNotification).toHaveBeenCalledTimes(1);
  });

  it('ignores a push that is not a payload, and never sends the member to another site', async () => {
    const { scope, showNotification } = scopeWith([]);
    await deliver(scope, 'not json');
    await deliver(scope, JSON.stringify({ ...payload, messageId: 'x' }));
    expect(showNotification).not.toHaveBeenCalled();
    expect(parsePushPayload(JSON.stringify({ ...payload, params: { pair: 'btcusdt', size: 3 } }))?.params).toEqual({ pair: 'btcusdt' });
    expect(appUrlOf('https://evil.test/steal', ORIGIN)).toBe('/messages');
    expect(appUrlOf('//evil.test/x', ORIGIN)).toBe('/messages');
    expect(appUrlOf(`${ORIGIN}/option?order=3`, ORIGIN)).toBe('/option?order=3');
  });
});

describe('a tap on the notification', () => {
  async function click(scope: PushWorkerScope, data: unknown) {
    const close = vi.fn();
    let work: Promise<unknown> = Promise.resolve();
    onNotificationClick(scope, { notification: { data, close }, waitUntil: (promise) => (work = promise) });
    await work;
    return close;
  }

  it('closes it, focuses the open app and takes it to the record', async () => {
    const open = windowClient();
    const { scope, openWindow } = scopeWith([open]);
    const close = await click(scope, { url: '/withdrawal/5' });
    expect(close).toHaveBeenCalled();
    expect(open.focus).toHaveBeenCalled();
    expect(open.navigate).toHaveBeenCalledWith('/withdrawal/5');
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('opens a window on the record when the app is not open', async () => {
    const { scope, openWindow } = scopeWith([]);
    await click(scope, { url: '/blindBox?record=9' });
    expect(openWindow).toHaveBeenCalledWith('/blindBox?record=9');
    await click(scope, undefined);
    expect(openWindow).toHaveBeenLastCalledWith('/messages');
  });
});
