import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Forgets the key if it is older than `expiredBefore`, so it may be used afresh. */
export async function deleteExpiredKey(trx: Transaction<Database>, userId: number, key: string, expiredBefore: Date): Promise<void> {
  await trx.deleteFrom('idempotency_keys').where('user_id', '=', userId).where('key', '=', key).where('created_at', '<', expiredBefore).execute();
}

/**
 * Claims the key for this request. On PostgreSQL a second transaction claiming the same key
 * waits here until the first commits, then finds the key taken: the money moves once.
 */
export async function claimKey(trx: Transaction<Database>, userId: number, key: string, requestHash: string, now: Date): Promise<boolean> {
  const inserted = await trx
    .insertInto('idempotency_keys')
    .values({ user_id: userId, key, request_hash: requestHash, response: null, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return inserted !== undefined;
}

export function findKey(trx: Transaction<Database>, userId: number, key: string) {
  return trx.selectFrom('idempotency_keys').select(['request_hash', 'response']).where('user_id', '=', userId).where('key', '=', key).executeTakeFirst();
}

export async function saveResponse(trx: Transaction<Database>, userId: number, key: string, response: string): Promise<void> {
  await trx.updateTable('idempotency_keys').set({ response }).where('user_id', '=', userId).where('key', '=', key).execute();
}

export async function deleteKeysCreatedBefore(trx: Transaction<Database>, before: Date): Promise<void> {
  await trx.deleteFrom('idempotency_keys').where('created_at', '<', before).execute();
}
