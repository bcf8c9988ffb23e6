/**
 * The script the service worker imports (Workbox's `importScripts`, vite.config.ts builds it on its
 * own as push-worker.js): Web Push's two events.
 */
import { onNotificationClick, onPush, type NotificationClickLike, type PushEventLike, type PushWorkerScope } from './service-worker-push';

interface WorkerEvents {
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickLike) => void): void;
}

const scope = self as unknown as PushWorkerScope & WorkerEvents;
scope.addEventListener('push', (event) => onPush(scope, event));
scope.addEventListener('notificationclick', (event) => onNotificationClick(scope, event));
