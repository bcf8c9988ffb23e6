import type { Kysely, Transaction } from 'kysely';
import type { OperatorRole } from '@halyard/shared';
import type { Database, NewUser, User } from '../../db/schema.js';

type Executor = Kysely<Database> | Transaction<Database>;

export function findUserByAddress(db: Executor, address: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('address', '=', address.toLowerCase()).executeTakeFirst();
}


/** Inserts the user unless the address exists; returns the row either way. */
export async function insertUserIfAbsent(db: Executor, user: NewUser): Promise<User> {
  await db
    .insertInto('users')
    .values({ ...user, address: user.address.toLowerCase() })
    .onConflict((oc) => oc.column('address').doNothing())
    .execute();
  const row = await findUserByAddress(db, user.address);
  if (!row) throw new Error(`user ${user.address} missing after insert`);
  return row;
}

export async function mbIdExists(db: Executor, mbId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('mb_id', '=', mbId).executeTakeFirst();
  return row !== undefined;
}

export async function setAgreementVersion(db: Executor, userId: number, version: string): Promise<void> {
  await db.updateTable('users').set({ agreement_version: version }).where('id', '=', userId).execute();
}

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
export function findUserOfLiveSession(db: Executor, sessionId: string, now: Date): Promise<(User & { role: OperatorRole | null }) | undefined> {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('operators', 'operators.address', 'users.address')
    .selectAll('users')
    .select('operators.role')
    .where('sessions.id', '=', sessionId)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
}

/** The configured first admins (ADMIN_ADDRESSES), at every start; an address already an operator keeps its role. */
export async function seedAdmins(db: Executor, addresses: readonly string[]): Promise<void> {
  if (!addresses.length) return;
  await db
    .insertInto('operators')
    .values(addresses.map((address) => ({ address: address.toLowerCase(), role: 'admin' as const, added_by: 'ADMIN_ADDRESSES' })))
    .onConflict((oc) => oc.column('address').doNothing())
    .execute();
}

export async function operatorRoleOf(db: Executor, address: string): Promise<OperatorRole | null> {
  const row = await db.selectFrom('operators').select('role').where('address', '=', address.toLowerCase()).executeTakeFirst();
  return row?.role ?? null;
}

/** The agent a referral code belongs to. */
export function findAgentByCode(db: Executor, code: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('referral_code', '=', code).where('kind', '=', 'agent').executeTakeFirst();
}

export async function revokeSession(db: Executor, sessionId: string, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: now }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}
