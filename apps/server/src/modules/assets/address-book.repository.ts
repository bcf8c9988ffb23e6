import { sql, type Kysely, type Transaction } from 'kysely';
import type { WithdrawalChain } from '@halyard/shared';
import { fetchPage, type Page } from '../../db/paging.js';
import type { Database } from '../../db/schema.js';

type Reader = Kysely<Database> | Transaction<Database>;

/** A member's addresses, newest first, each with the withdrawals paid to it. */
export function listAddresses(db: Reader, userId: number, page: Page) {
  const query = db
    .selectFrom('withdrawal_addresses as book')
    .selectAll('book')
    .select((eb) =>
      eb
        .selectFrom('withdrawals')
        .select(sql<string>`count(*)`.as('n'))
        .where('withdrawals.user_id', '=', userId)
        .whereRef('withdrawals.address', '=', 'book.address')
        .where('withdrawals.status', '=', 'passed')
        .as('paid_count'),
    )
    .where('book.user_id', '=', userId)
    .orderBy('book.id', 'desc');
  return fetchPage(query, page);
}

export async function countAddresses(trx: Transaction<Database>, userId: number): Promise<number> {
  const row = await trx.selectFrom('withdrawal_addresses').select(sql<string>`count(*)`.as('n')).where('user_id', '=', userId).executeTakeFirst();
  return Number(row?.n ?? 0);
}

export function insertAddress(trx: Transaction<Database>, row: { userId: number; chain: WithdrawalChain; address: string; label: string }) {
  return trx
    .insertInto('withdrawal_addresses')
    .values({ user_id: row.userId, chain: row.chain, address: row.address, label: row.label })
    .onConflict((conflict) => conflict.columns(['user_id', 'chain', 'address']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function deleteAddress(db: Reader, userId: number, id: number) {
  return db.deleteFrom('withdrawal_addresses').where('user_id', '=', userId).where('id', '=', id).returning('id').executeTakeFirst();
}

export function findAddress(db: Reader, userId: number, chain: WithdrawalChain, address: string) {
  return db.selectFrom('withdrawal_addresses').select('label').where('user_id', '=', userId).where('chain', '=', chain).where('address', '=', address).executeTakeFirst();
}
