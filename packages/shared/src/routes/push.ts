import { pushDevicesSchema, pushKeySchema, pushKindsSchema, pushKindsUpdateSchema, pushSubscriptionSchema, pushUnsubscribeSchema } from '../contracts/alerts.js';
import { defineRoutes } from './define.js';

/** Web Push for alerts (issue 33): the key, the member's devices and the kinds they want. */
export const pushRoutes = defineRoutes('push', {
  key: {
    method: 'GET',
    path: '/member/push/key',
    summary: "The server's VAPID public key (base64url), for PushManager.subscribe",
    response: pushKeySchema,
  },
  subscribe: {
    method: 'POST',
    path: '/member/push/subscribe',
    summary: "Keep this browser's PushSubscription for the member (its push service must be on PUSH_HOSTS)",
    body: pushSubscriptionSchema,
    response: pushDevicesSchema,
  },
  unsubscribe: {
    method: 'POST',
    path: '/member/push/unsubscribe',
    summary: "Forget one of the member's subscriptions by its endpoint",
    body: pushUnsubscribeSchema,
    response: pushDevicesSchema,
  },
  kinds: {
    method: 'GET',
    path: '/member/push/kinds',
    summary: 'Which alert kinds the member receives as Web Push',
    response: pushKindsSchema,
  },
  setKinds: {
    method: 'PUT',
    path: '/member/push/kinds',
    summary: 'Switch Web Push on or off per alert kind; answers every kind',
    body: pushKindsUpdateSchema,
    response: pushKindsSchema,
  },
});
