import type { PushSubscriptionInput } from '@halyard/shared';

/** Whether this browser can take Web Push, and what the member answered when asked. */
export type PushPermission = 'unsupported' | NotificationPermission;

/** The browser's parts Web Push needs, passed in so tests give their own. */
export interface PushBrowser {
  notification?: { readonly permission: NotificationPermission; requestPermission(): Promise<NotificationPermission> };
  serviceWorker?: Pick<ServiceWorkerContainer, 'getRegistration'>;
  pushManager: boolean;
}

/** The server's side of a device switch: its key, and keeping or forgetting a subscription. */
export interface PushServer {
  publicKey(): Promise<string>;
  subscribe(subscription: PushSubscriptionInput): Promise<unknown>;
  unsubscribe(endpoint: string): Promise<unknown>;
}

/** What switching on ended in: on, the member said no (or had), or the browser could not subscribe. */
export type SwitchOnResult = 'on' | 'denied' | 'failed';

export function browserForPush(win: Window & typeof globalThis = window): PushBrowser {
  return {
    notification: 'Notification' in win ? win.Notification : undefined,
    serviceWorker: 'serviceWorker' in win.navigator ? win.navigator.serviceWorker : undefined,
    pushManager: 'PushManager' in win,
  };
}

export function pushPermissionOf(browser: PushBrowser): PushPermission {
  if (!browser.notification || !browser.serviceWorker || !browser.pushManager) return 'unsupported';
  return browser.notification.permission;
}

/** A base64url VAPID key as the bytes `applicationServerKey` takes. */
export function applicationServerKeyOf(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

async function pushManagerOf(browser: PushBrowser): Promise<PushManager | undefined> {
  return (await browser.serviceWorker?.getRegistration('/'))?.pushManager;
}

/** This device's subscription, if it has one (no worker yet: none). */
export async function currentSubscription(browser: PushBrowser): Promise<PushSubscription | null> {
  if (pushPermissionOf(browser) !== 'granted') return null;
  return (await (await pushManagerOf(browser))?.getSubscription()) ?? null;
}

/** Asks for permission (once), subscribes with the server's key and hands the subscription to the server. */
export async function switchPushOn(browser: PushBrowser, server: PushServer): Promise<SwitchOnResult> {
  const notification = browser.notification;
  if (!notification || pushPermissionOf(browser) === 'unsupported') return 'failed';
  const permission = notification.permission === 'default' ? await notification.requestPermission() : notification.permission;
  if (permission !== 'granted') return 'denied';
  const pushManager = await pushManagerOf(browser);
  if (!pushManager) return 'failed';
  const subscription = (await pushManager.getSubscription()) ?? (await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKeyOf(await server.publicKey()) }));
  const json = subscription.toJSON();
  const { p256dh, auth } = json.keys ?? {};
  if (!json.endpoint || !p256dh || !auth) return 'failed';
  await server.subscribe({ endpoint: json.endpoint, expirationTime: json.expirationTime ?? null, keys: { p256dh, auth } });
  return 'on';
}

/** Drops this device's subscription in the browser, then tells the server to forget it. */
export async function switchPushOff(browser: PushBrowser, server: PushServer): Promise<void> {
  const subscription = await currentSubscription(browser);
  if (!subscription) return;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  await server.unsubscribe(endpoint);
}
