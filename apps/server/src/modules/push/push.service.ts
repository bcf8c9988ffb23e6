import pLimit from 'p-limit';
import webpush from 'web-push';
import { ALERT_KINDS, alertKindOf, recordPathOf, type AlertKind, type PushKinds, type PushPayload, type PushSubscriptionInput } from '@halyard/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { endpointAllowed } from './push-hosts.js';
import { keysUsable, sendPush, type PushOutcome, type Vapid } from './push-sender.js';
import { wordPush, type AlertMessage } from './push-wording.js';
import * as repository from './push.repository.js';

export type { AlertMessage } from './push-wording.js';

/** Pushes in flight at once, across every drain: a slow push service never holds up more than these. */
const SEND_CONCURRENCY = 8;
/** Alerts a member should see at once even on a phone saving power. */
const URGENT_KINDS: readonly string[] = ['contractLiquidated', 'marginWarning'];

export interface PushService {
  /** The server's VAPID public key (base64url), made at the first start and kept with the data. */
  publicKey(): Promise<string>;
  /** Keeps the browser's subscription for the member, worded in `locale`; answers the member's device count. */
  subscribe(userId: number, subscription: PushSubscriptionInput, locale: string): Promise<number>;
  /** Forgets one of the member's own subscriptions; answers the member's device count. */
  unsubscribe(userId: number, endpoint: string): Promise<number>;
  /** Every alert kind, on or off for Web Push (on unless switched off). */
  kinds(userId: number): Promise<PushKinds>;
  setKinds(userId: number, update: Partial<PushKinds>): Promise<PushKinds>;
  /**
   * Sends claimed messages that are alerts, to each device of their member that wants the kind; runs
   * in the background and never throws (failures go to onError). Resolves once every push is done.
   */
  deliver(messages: readonly AlertMessage[]): Promise<void>;
}

export interface PushDependencies {
  db: Kysely<Database>;
  clock: Clock;
  /** PUSH_HOSTS: the push services the server may post to. */
  allowedHosts: readonly string[];
  /** The VAPID subject: a mailto: address or an https: URL. */
  subject: string;
  /** Where a failed push is reported (the server log). */
  onError?(error: unknown, context?: Record<string, unknown>): void;
}

export function createPushService({ db, clock, allowedHosts, subject, onError = () => undefined }: PushDependencies): PushService {
  const limit = pLimit(SEND_CONCURRENCY);
  let keys: Promise<repository.VapidKeyPair> | undefined;

  /** The kept key pair; the first start makes one (two starts at once keep the first written). */
  function vapidKeys(): Promise<repository.VapidKeyPair> {
    keys ??= (async () => (await repository.readVapidKeys(db)) ?? repository.keepVapidKeys(db, webpush.generateVAPIDKeys()))().catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return keys;
  }

  async function kindsOf(userId: number): Promise<PushKinds> {
    const switched = await repository.switchedKinds(db, [userId]);
    return Object.fromEntries(ALERT_KINDS.map((kind) => [kind, switched.find((row) => row.kind === kind)?.enabled ?? true])) as PushKinds;
  }

  async function pushOne(message: AlertMessage, alert: AlertKind, subscription: repository.SubscriptionRow, vapid: Vapid): Promise<void> {
    const words = wordPush(message, subscription.locale);
    if (!words) return;
    const payload: PushPayload = { messageId: message.id, kind: message.kind, alert, params: message.params, ...words, url: recordPathOf(message.refType, message.refId) };
    let outcome: PushOutcome;
    try {
      outcome = await sendPush(subscription, JSON.stringify(payload), { vapid, allowedHosts, urgency: URGENT_KINDS.includes(message.kind) ? 'high' : 'normal' });
    } catch (error) {
      onError(error, { messageId: message.id, subscriptionId: subscription.id });
      return;
    }
    if (outcome.sent) return;
    if (outcome.gone) await repository.deleteSubscription(db, subscription.id);
    else onError(new Error(`Web Push not delivered: ${outcome.reason}`), { messageId: message.id, subscriptionId: subscription.id });
  }

  async function deliver(messages: readonly AlertMessage[]): Promise<void> {
    const alerts = messages.flatMap((message) => {
      const alert = alertKindOf(message.kind);
      return alert ? [{ message, alert }] : [];
    });
    if (alerts.length === 0) return;
    const userIds = [...new Set(alerts.map(({ message }) => message.userId))];
    const [subscriptions, switched] = await Promise.all([repository.subscriptionsOf(db, userIds), repository.switchedKinds(db, userIds)]);
    if (subscriptions.length === 0) return;
    const vapid = { subject, ...(await vapidKeys()) };
    const off = new Set(switched.filter((row) => !row.enabled).map((row) => `${row.user_id}:${row.kind}`));
    const sends = alerts
      .filter(({ message, alert }) => !off.has(`${message.userId}:${alert}`))
      .flatMap(({ message, alert }) => subscriptions.filter((row) => row.user_id === message.userId).map((row) => limit(() => pushOne(message, alert, row, vapid).catch((error: unknown) => onError(error)))));
    await Promise.all(sends);
  }

  return {
    async publicKey() {
      return (await vapidKeys()).publicKey;
    },

    async subscribe(userId, subscription, locale) {
      const allowed = endpointAllowed(subscription.endpoint, allowedHosts);
      if (allowed === 'hostNotAllowed') throw AppError.invalidInput('pushHostNotAllowed');
      if (allowed === 'insecure') throw AppError.invalidInput('pushEndpointInsecure');
      const { p256dh, auth } = subscription.keys;
      if (!keysUsable(p256dh, auth)) throw AppError.invalidInput('pushKeysInvalid');
      await repository.saveSubscription(db, { userId, endpoint: subscription.endpoint, p256dh, auth, locale }, clock.now());
      return repository.countSubscriptions(db, userId);
    },

    async unsubscribe(userId, endpoint) {
      await repository.deleteOwnSubscription(db, userId, endpoint);
      return repository.countSubscriptions(db, userId);
    },

    kinds: kindsOf,

    async setKinds(userId, update) {
      const changes = ALERT_KINDS.flatMap((kind) => (update[kind] === undefined ? [] : [{ kind, enabled: update[kind] }]));
      await repository.switchKinds(db, userId, changes);
      return kindsOf(userId);
    },

    deliver(messages) {
      return deliver(messages).catch((error: unknown) => onError(error));
    },
  };
}

/** The VAPID subject when PUSH_SUBJECT is unset: the first https public origin, else mailto:alerts@ its host. */
export function defaultPushSubject(publicOrigins: readonly string[]): string {
  const secure = publicOrigins.find((origin) => origin.startsWith('https://'));
  if (secure) return secure;
  const host = publicOrigins[0] ? new URL(publicOrigins[0]).hostname : 'localhost';
  return `mailto:alerts@${host}`;
}
