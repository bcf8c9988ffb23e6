import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Reader = Kysely<Database> | Transaction<Database>;

/** The member's starred pairs, oldest first (the order they were starred). */
export async function listPairs(db: Reader, userId: number): Promise<string[]> {
  const rows = await db.selectFrom('member_favourites').select('pair').where('user_id', '=', userId).orderBy('created_at').orderBy('pair').execute();
  return rows.map((row) => row.pair);
}

export async function countPairs(trx: Transaction<Database>, userId: number): Promise<number> {
  const row = await trx.selectFrom('member_favourites').select(sql<string>`count(*)`.as('n')).where('user_id', '=', userId).executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function hasPair(trx: Transaction<Database>, userId: number, pair: string): Promise<boolean> {
  return (await trx.selectFrom('member_favourites').select('pair').where('user_id', '=', userId).where('pair', '=', pair).executeTakeFirst()) !== undefined;
}

/** Stamped by the database's own time: the order starred holds even while a test pins the app's clock. */
export async function insertPair(trx: Transaction<Database>, userId: number, pair: string): Promise<void> {
  await trx
    .insertInto('member_favourites')
    .values({ user_id: userId, pair })
    .onConflict((conflict) => conflict.columns(['user_id', 'pair']).doNothing())
    .execute();
}

export async function deletePair(db: Reader, userId: number, pair: string): Promise<void> {
  await db.deleteFrom('member_favourites').where('user_id', '=', userId).where('pair', '=', pair).execute();
}
