import type { Kysely, Transaction } from 'kysely';
import type { OperatorRole } from '@halyard/shared';
import type { Database, User } from '../../db/schema.js';

type Executor = Kysely<Database> | Transaction<Database>;

export async function insertNonce(
  db: Executor,
  nonce: { nonce: string; address: string; issuedAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('login_nonces')
    .values({
      nonce: nonce.nonce,
      address: nonce.address.toLowerCase(),
      issued_at: nonce.issuedAt,
      expires_at: nonce.expiresAt,
      used_at: null,
    })
    .execute();
}

/** Marks the nonce used if it is this address's, unused and unexpired; true when it was. */
export async function consumeNonce(db: Executor, nonce: string, address: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('login_nonces')
    .set({ used_at: now })
    .where('nonce', '=', nonce)
    .where('address', '=', address.toLowerCase())
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('nonce')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteNoncesExpiredBefore(db: Executor, before: Date): Promise<void> {
  await db.deleteFrom('login_nonces').where('expires_at', '<', before).execute();
}

export async function insertSession(
  db: Executor,
  session: { id: string; userId: number; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({ id: session.id, user_id: session.userId, expires_at: session.expiresAt, revoked_at: null })
    .execute();
}

/** The user of a session that is neither revoked nor expired, with its operator role, in one query. */
/** The members of several live sessions in one statement (the sign-in check of requests that arrive together), with each one's session id. */
export function findUsersOfLiveSessions(db: Executor, sessionIds: readonly string[], now: Date): Promise<Array<User & { role: OperatorRole | null; session_id: string }>> {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('operators', 'operators.address', 'users.address')
    .selectAll('users')
    .select(['operators.role', 'sessions.id as session_id'])
    .where('sessions.id', 'in', sessionIds)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .execute();
}

export async function revokeSession(db: Executor, sessionId: string, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: now }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}
