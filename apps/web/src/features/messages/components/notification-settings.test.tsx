import type { PushKinds } from '@halyard/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, type ApiRequest } from '../../../lib/api-client';
import { applicationServerKeyOf, type PushBrowser, type PushServer } from '../push-device';
import { englishForTests, renderWithQueries } from '../test-setup';
import { NotificationSettings } from './notification-settings';

vi.mock('../../../lib/api-client', async (original) => (await import('../../../lib/testing/api-request-seam')).answeredByRequest(await original()));

const KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const allOn: PushKinds = { positionClosed: true, orderFilled: true, optionSettled: true, boxPaid: true, depositCredited: true, withdrawalPaid: true, marginWarning: true };

/** A browser's Notification and PushManager as jsdom lacks them: permission as given, subscriptions kept in memory. */
function fakeBrowser(permission: NotificationPermission, answer: NotificationPermission = 'granted', subscribeFails = false) {
  let current: PushSubscription | null = null;
  const notification = { permission, requestPermission: vi.fn(() => Promise.resolve((notification.permission = answer))) };
  const subscribe = vi.fn((options: PushSubscriptionOptionsInit) => {
    if (subscribeFails) return Promise.reject(new DOMException('push service not available', 'AbortError'));
    const subscription = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
      options,
      unsubscribe: vi.fn(() => ((current = null), Promise.resolve(true))),
      toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/device-1', expirationTime: null, keys: { p256dh: 'BPk', auth: 'au' } }),
    } as unknown as PushSubscription;
    current = subscription;
    return Promise.resolve(subscription);
  });
  const pushManager = { getSubscription: () => Promise.resolve(current), subscribe } as unknown as PushManager;
  const browser: PushBrowser = { notification, serviceWorker: { getRegistration: () => Promise.resolve({ pushManager } as ServiceWorkerRegistration) }, pushManager: true };
  return { browser, notification, subscribe, current: () => current };
}

function fakeServer(): PushServer & { [name in keyof PushServer]: ReturnType<typeof vi.fn> } {
  return { publicKey: vi.fn(() => Promise.resolve(KEY)), subscribe: vi.fn(() => Promise.resolve({ devices: 1 })), unsubscribe: vi.fn(() => Promise.resolve({ devices: 0 })) };
}

let kinds: PushKinds;
function answerKinds(request: ApiRequest) {
  if (request.path !== '/member/push/kinds') return Promise.reject(new Error(`unexpected ${request.path}`));
  if (request.method === 'PUT') kinds = { ...kinds, ...(request.json as Partial<PushKinds>) };
  return Promise.resolve(kinds);
}

const deviceSwitch = () => screen.getByTestId('push-device-switch');

describe('notification settings', () => {
  beforeAll(async () => {
    await englishForTests();
  });
  beforeEach(() => {
    kinds = { ...allOn };
    vi.mocked(apiRequest).mockReset();
    vi.mocked(apiRequest).mockImplementation(answerKinds);
  });
  afterEach(cleanup);

  it('asks for permission, subscribes with the server key and hands the subscription over; off unsubscribes', async () => {
    const fake = fakeBrowser('default');
    const server = fakeServer();
    renderWithQueries(<NotificationSettings signedIn onSignIn={vi.fn()} browser={fake.browser} server={server} />);
    await waitFor(() => expect(deviceSwitch().getAttribute('aria-busy')).toBe('false'));
    expect(deviceSwitch().getAttribute('aria-checked')).toBe('false');

    fireEvent.click(deviceSwitch());
    await waitFor(() => expect(deviceSwitch().getAttribute('aria-checked')).toBe('true'));
    expect(fake.notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(fake.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: applicationServerKeyOf(KEY) });
    expect(applicationServerKeyOf(KEY)).toHaveLength(65);
    expect(server.subscribe).toHaveBeenCalledWith({ endpoint: 'https://fcm.googleapis.com/fcm/send/device-1', expirationTime: null, keys: { p256dh: 'BPk', auth: 'au' } });

    fireEvent.click(deviceSwitch());
    await waitFor(() => expect(deviceSwitch().getAttribute('aria-checked')).toBe('false'));
    expect(server.unsubscribe).toHaveBeenCalledWith('https://fcm.googleapis.com/fcm/send/device-1');
    expect(fake.current()).toBeNull();
  });

  it('says how to allow notifications when the member refused them, and that a browser without push cannot', async () => {
    const refused = fakeBrowser('default', 'denied');
    const server = fakeServer();
    renderWithQueries(<NotificationSettings signedIn onSignIn={vi.fn()} browser={refused.browser} server={server} />);
    await waitFor(() => expect(deviceSwitch().getAttribute('aria-busy')).toBe('false'));
    fireEvent.click(deviceSwitch());
    expect((await screen.findByTestId('push-denied')).textContent).toContain('Allow notifications in your browser');
    expect(deviceSwitch()).toHaveProperty('disabled', true);
    expect(server.subscribe).not.toHaveBeenCalled();
    cleanup();

    renderWithQueries(<NotificationSettings signedIn onSignIn={vi.fn()} browser={{ pushManager: false }} server={server} />);
    expect(screen.getByTestId('push-unsupported').textContent).toContain('This browser cannot receive push notifications');
    expect(deviceSwitch()).toHaveProperty('disabled', true);
  });

  it('tells the member when the browser cannot subscribe, and leaves the switch off', async () => {
    const broken = fakeBrowser('granted', 'granted', true);
    renderWithQueries(<NotificationSettings signedIn onSignIn={vi.fn()} browser={broken.browser} server={fakeServer()} />);
    await waitFor(() => expect(deviceSwitch().getAttribute('aria-busy')).toBe('false'));
    fireEvent.click(deviceSwitch());
    expect((await screen.findByTestId('push-failed')).textContent).toBe('Push notifications could not be switched on on this device. Try again.');
    expect(deviceSwitch().getAttribute('aria-checked')).toBe('false');
  });

  it('switches an alert kind off and on with the account, explaining each', async () => {
    renderWithQueries(<NotificationSettings signedIn onSignIn={vi.fn()} browser={fakeBrowser('granted').browser} server={fakeServer()} />);
    const row = await screen.findByTestId('push-kind-marginWarning');
    expect(row.textContent).toBe('Margin warningsWhen a position is 80% of the way to liquidation');
    const toggle = screen.getByTestId('push-kind-marginWarning-switch');
    fireEvent.click(toggle);
    await waitFor(() => expect(kinds.marginWarning).toBe(false));
    expect(apiRequest).toHaveBeenCalledWith(expect.objectContaining({ method: 'PUT', path: '/member/push/kinds', json: { marginWarning: false } }));
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(screen.getByTestId('push-kind-positionClosed-switch').getAttribute('aria-checked')).toBe('true');
  });

  it('offers a retry when the kinds cannot load, and the sign-in when signed out', async () => {
    vi.mocked(apiRequest).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderWithQueries(<NotificationSettings signedIn onSignIn={vi.fn()} browser={fakeBrowser('granted').browser} server={fakeServer()} />);
    fireEvent.click(await screen.findByTestId('error-retry'));
    expect(await screen.findByTestId('push-kinds')).toBeTruthy();
    cleanup();

    const onSignIn = vi.fn();
    renderWithQueries(<NotificationSettings signedIn={false} onSignIn={onSignIn} browser={fakeBrowser('granted').browser} server={fakeServer()} />);
    expect(screen.getByTestId('push-signed-out').textContent).toContain('Sign in to choose your alerts');
    fireEvent.click(screen.getByTestId('push-sign-in'));
    expect(onSignIn).toHaveBeenCalled();
  });
});
