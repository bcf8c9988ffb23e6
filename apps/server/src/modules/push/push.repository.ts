import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Reader = Kysely<Database> | Transaction<Database>;

export interface VapidKeyPair {
  publicKey: string;
  privateKey: string;
}

/** Keeps a key pair unless one is kept already (two first starts at once keep one), then reads the one kept. */
export async function keepVapidKeys(db: Reader, candidate: VapidKeyPair): Promise<VapidKeyPair> {
  await db
    .insertInto('push_keys')
    .values({ id: 1, public_key: candidate.publicKey, private_key: candidate.privateKey })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  const row = await db.selectFrom('push_keys').select(['public_key', 'private_key']).where('id', '=', 1).executeTakeFirstOrThrow();
  return { publicKey: row.public_key, privateKey: row.private_key };
}

export function readVapidKeys(db: Reader) {
  return db.selectFrom('push_keys').select(['public_key as publicKey', 'private_key as privateKey']).where('id', '=', 1).executeTakeFirst();
}

export interface SubscriptionValues {
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  locale: string;
}

/** Keeps a browser's subscription for the member; the same endpoint again is updated (and moves to this member). */
export function saveSubscription(db: Reader, values: SubscriptionValues, at: Date) {
  const row = { user_id: values.userId, endpoint: values.endpoint, p256dh: values.p256dh, auth: values.auth, locale: values.locale, updated_at: at };
  return db
    .insertInto('push_subscriptions')
    .values({ ...row, created_at: at })
    .onConflict((conflict) => conflict.column('endpoint').doUpdateSet(row))
    .execute();
}

/** Forgets one of the member's own subscriptions; another member's endpoint changes nothing. */
export function deleteOwnSubscription(db: Reader, userId: number, endpoint: string) {
  return db.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('endpoint', '=', endpoint).execute();
}

/** Forgets a subscription its push service called gone (404/410). */
export function deleteSubscription(db: Reader, id: number) {
  return db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}

export async function countSubscriptions(db: Reader, userId: number): Promise<number> {
  const row = await db.selectFrom('push_subscriptions').select(sql<string>`count(*)`.as('count')).where('user_id', '=', userId).executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Every subscription of these members. */
export function subscriptionsOf(db: Reader, userIds: number[]) {
  return db
    .selectFrom('push_subscriptions')
    .select(['id', 'user_id', 'endpoint', 'p256dh', 'auth', 'locale'])
    .where('user_id', 'in', userIds.length ? userIds : [0])
    .orderBy('id')
    .execute();
}

export type SubscriptionRow = Awaited<ReturnType<typeof subscriptionsOf>>[number];

/** The kinds these members switched, on or off (a kind without a row is on). */
export function switchedKinds(db: Reader, userIds: number[]) {
  return db
    .selectFrom('push_kinds')
    .select(['user_id', 'kind', 'enabled'])
    .where('user_id', 'in', userIds.length ? userIds : [0])
    .execute();
}

export function switchKinds(db: Reader, userId: number, kinds: Array<{ kind: string; enabled: boolean }>) {
  if (kinds.length === 0) return Promise.resolve([]);
  return db
    .insertInto('push_kinds')
    .values(kinds.map(({ kind, enabled }) => ({ user_id: userId, kind, enabled })))
    .onConflict((conflict) => conflict.columns(['user_id', 'kind']).doUpdateSet((eb) => ({ enabled: eb.ref('excluded.enabled') })))
    .execute();
}
