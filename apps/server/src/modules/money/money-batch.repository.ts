import { sql, type Insertable, type Transaction } from 'kysely';
import type { AccountKind, BillsTable, Database } from '../../db/schema.js';

/** Rows per statement: far below PostgreSQL's 65,535 parameters for the widest row (bills, 12 columns). */
const CHUNK = 1000;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < rows.length; start += CHUNK) out.push(rows.slice(start, start + CHUNK));
  return out;
}

export interface AccountKey {
  account: AccountKind;
  coin: string;
}

export interface LockedAccount extends AccountKey {
  id: number;
  userId: number;
  available: string;
  frozen: string;
}

/**
 * Locks many members' accounts (creating empty ones on first use) and reads their balances, in
 * the single-movement path's order (member, then account, then coin), so a batch and a single
 * movement never deadlock. The upsert's no-op update takes each row lock.
 */
export async function lockAccountsReading(trx: Transaction<Database>, keys: ReadonlyArray<AccountKey & { userId: number }>): Promise<LockedAccount[]> {
  const unique = [...new Map(keys.map((key) => [`${key.userId}:${key.account}:${key.coin}`, key])).values()].sort(
    (a, b) => a.userId - b.userId || a.account.localeCompare(b.account) || a.coin.localeCompare(b.coin),
  );
  const locked: LockedAccount[] = [];
  for (const part of chunks(unique)) {
    const rows = await trx
      .insertInto('accounts')
      .values(part.map((key) => ({ user_id: key.userId, account: key.account, coin: key.coin, available: '0', frozen: '0' })))
      .onConflict((oc) => oc.columns(['user_id', 'account', 'coin']).doUpdateSet({ updated_at: sql<Date>`accounts.updated_at` }))
      .returning(['id', 'user_id', 'account', 'coin', 'available', 'frozen'])
      .execute();
    for (const row of rows) {
      locked.push({ id: row.id, userId: row.user_id, account: row.account, coin: row.coin, available: String(row.available), frozen: String(row.frozen) });
    }
  }
  return locked;
}

/** `count` fresh ledger entry ids in one statement. */
export async function nextEntryIds(trx: Transaction<Database>, count: number): Promise<number[]> {
  const { rows } = await sql<{ id: string }>`select nextval('ledger_entry_seq') as id from generate_series(1, ${count})`.execute(trx);
  return rows.map((row) => Number(row.id));
}

/** Sets locked accounts to the balances their bills lead to (computed by the caller from the locked values). */
export async function setBalances(trx: Transaction<Database>, balances: ReadonlyArray<{ id: number; available: string; frozen: string }>): Promise<void> {
  for (const part of chunks(balances)) {
    const values = sql.join(part.map((row) => sql`(${row.id}::bigint, ${row.available}::numeric, ${row.frozen}::numeric)`));
    await sql`
      update accounts set available = v.available, frozen = v.frozen, updated_at = now()
      from (values ${values}) as v(id, available, frozen)
      where accounts.id = v.id
    `.execute(trx);
  }
}

export async function insertBills(trx: Transaction<Database>, bills: ReadonlyArray<Insertable<BillsTable>>): Promise<void> {
  for (const part of chunks(bills)) await trx.insertInto('bills').values(part).execute();
}
