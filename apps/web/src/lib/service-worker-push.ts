import type { PushPayload } from '@halyard/shared';

/**
 * The service worker's Web Push (issue 33): a push becomes a notification unless the app is open
 * in front of the member (the page shows its own toast then), and a tap on it opens the record it
 * is about. Written against the few parts of the worker's scope it uses, so tests hand in their own.
 */

export interface PushWindowClient {
  readonly url: string;
  readonly focused: boolean;
  readonly visibilityState: DocumentVisibilityState;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

export interface PushWorkerScope {
  readonly location: { readonly origin: string };
  readonly clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly PushWindowClient[]>;
    openWindow(url: string): Promise<unknown>;
  };
  readonly registration: { showNotification(title: string, options: NotificationOptions): Promise<void> };
}

export interface PushEventLike {
  readonly data: { text(): string } | null;
  waitUntil(work: Promise<unknown>): void;
}

export interface NotificationClickLike {
  readonly notification: { readonly data: unknown; close(): void };
  waitUntil(work: Promise<unknown>): void;
}

/** The app's icons (the manifest's): the notification's picture and its status-bar badge. */
export const NOTIFICATION_ICON = '/icons/icon-192.png';
export const NOTIFICATION_BADGE = '/icons/icon-192.png';
const FALLBACK_PATH = '/messages';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The push's JSON as a PushPayload, or undefined when it is not one (a worker never throws on a push). */
export function parsePushPayload(text: string): PushPayload | undefined {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(data) || !Number.isInteger(data.messageId)) return undefined;
  const { messageId, kind, alert, params, title, body, url } = data;
  if (typeof kind !== 'string' || typeof alert !== 'string' || typeof title !== 'string' || typeof body !== 'string' || typeof url !== 'string' || !isRecord(params)) return undefined;
  const texts = Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  return { messageId: Number(messageId), kind, alert: alert as PushPayload['alert'], params: texts, title, body, url };
}

/** A path of this app only: a push never sends the member to another site. */
export function appUrlOf(url: string, origin: string): string {
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : FALLBACK_PATH;
  } catch {
    return FALLBACK_PATH;
  }
}

/** Whether the member is looking at the app now: a window of it visible and focused. */
async function appInFront(scope: PushWorkerScope): Promise<boolean> {
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return windows.some((client) => client.visibilityState === 'visible' && client.focused);
}

/** Shows the push as a notification, unless the app is in front; one notification per message. */
export async function showPush(scope: PushWorkerScope, text: string): Promise<void> {
  const payload = parsePushPayload(text);
  if (!payload || (await appInFront(scope))) return;
  await scope.registration.showNotification(payload.title, {
    body: payload.body,
    tag: `message-${payload.messageId}`,
    data: { url: appUrlOf(payload.url, scope.location.origin) },
    icon: NOTIFICATION_ICON,
    badge: NOTIFICATION_BADGE,
  });
}

/** A tap: the open app goes to the record (focused), or a new window opens on it. */
export async function openNotification(scope: PushWorkerScope, data: unknown): Promise<void> {
  const url = appUrlOf(isRecord(data) && typeof data.url === 'string' ? data.url : FALLBACK_PATH, scope.location.origin);
  const [open] = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (open) {
    await open.focus();
    // A window the worker does not control refuses navigate(): a new window opens on the record instead.
    if (await open.navigate(url).then(() => true, () => false)) return;
  }
  await scope.clients.openWindow(url);
}

export function onPush(scope: PushWorkerScope, event: PushEventLike): void {
  event.waitUntil(showPush(scope, event.data?.text() ?? ''));
}

export function onNotificationClick(scope: PushWorkerScope, event: NotificationClickLike): void {
  event.notification.close();
  event.waitUntil(openNotification(scope, event.notification.data));
}
