import webpush from 'web-push';
import { endpointAllowed } from './push-hosts.js';

/** How long a push service keeps a notification for an offline device: a day; older news is stale. */
export const PUSH_TTL_SECONDS = 86_400;
/** A push service that does not answer within this is given up on (the next alert tries again). */
const SEND_TIMEOUT_MS = 10_000;

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface Vapid {
  subject: string;
  publicKey: string;
  privateKey: string;
}

/** What became of one push: delivered, gone (the service forgot the subscription: 404/410), refused, or not sent at all. */
export type PushOutcome = { sent: true } | { sent: false; gone: boolean; reason: string };

/** Whether the browser's keys can encrypt a push: an uncompressed P-256 point (65 bytes) and a 16-byte secret. */
export function keysUsable(p256dh: string, auth: string): boolean {
  const base64url = /^[A-Za-z0-9_-]+={0,2}$/;
  if (!base64url.test(p256dh) || !base64url.test(auth)) return false;
  const point = Buffer.from(p256dh, 'base64url');
  return point.length === 65 && point[0] === 0x04 && Buffer.from(auth, 'base64url').length === 16;
}

/**
 * Encrypts the payload for the subscription (RFC 8291, aes128gcm) and signs the request with the
 * server's VAPID key (RFC 8292) through `web-push`, then posts it itself: to an allowed endpoint
 * only (checked again here), never following a redirect elsewhere, over http only to a loopback host.
 */
export async function sendPush(target: PushTarget, payload: string, options: { vapid: Vapid; allowedHosts: readonly string[]; urgency: 'normal' | 'high' }): Promise<PushOutcome> {
  const allowed = endpointAllowed(target.endpoint, options.allowedHosts);
  if (allowed !== 'ok') return { sent: false, gone: false, reason: `endpoint not allowed (${allowed})` };
  const request = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
    vapidDetails: options.vapid,
    TTL: PUSH_TTL_SECONDS,
    urgency: options.urgency,
    contentEncoding: 'aes128gcm',
  });
  const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => name.toLowerCase() !== 'content-length').map(([name, value]) => [name, String(value)]));
  const response = await fetch(request.endpoint, {
    method: 'POST',
    headers,
    body: request.body ? new Uint8Array(request.body) : null,
    redirect: 'manual',
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  await response.arrayBuffer().catch(() => undefined);
  if (response.status >= 200 && response.status < 300) return { sent: true };
  return { sent: false, gone: response.status === 404 || response.status === 410, reason: `push service answered ${response.status}` };
}
