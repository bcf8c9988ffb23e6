import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Claims the key for this request in one statement: a new key is inserted, a key older than
 * `expiredBefore` is taken over afresh. On PostgreSQL a second transaction claiming the same key
 * waits here until the first commits, then finds the key taken: the money moves once.
 */
export async function claimKey(trx: Transaction<Database>, userId: number, key: string, requestHash: string, now: Date, expiredBefore: Date): Promise<boolean> {
  const claimed = await trx
    .insertInto('idempotency_keys')
    .values({ user_id: userId, key, request_hash: requestHash, response: null, created_at: now })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'key'])
        .doUpdateSet({ request_hash: requestHash, response: null, created_at: now })
        .where('idempotency_keys.created_at', '<', expiredBefore),
    )
    .returning('key')
    .executeTakeFirst();
  return claimed !== undefined;
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
