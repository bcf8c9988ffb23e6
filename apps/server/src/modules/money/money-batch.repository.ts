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

/** A bill of a batch, its movement's place in the batch standing in for the entry id. */
export type BatchBill = Omit<Insertable<BillsTable>, 'entry_id'> & { movement: number };

/**
 * Writes a batch in one statement (issue 34): `movements` fresh entry ids, the changed balances
 * and the bills, each bill given its movement's entry id. Larger batches (an engine settling
 * thousands of options) go in chunks of statements instead.
 */
export async function writeBatch(
  trx: Transaction<Database>,
  movements: number,
  balances: ReadonlyArray<{ id: number; available: string; frozen: string }>,
  bills: readonly BatchBill[],
): Promise<void> {
  if (!bills.length) return;
  if (bills.length > CHUNK || balances.length > CHUNK) {
    const entryIds = await nextEntryIds(trx, movements);
    await setBalances(trx, balances);
    await insertBills(trx, bills.map(({ movement, ...bill }) => ({ ...bill, entry_id: entryIds[movement] ?? 0 })));
    return;
  }
  const changed = balances.length
    ? sql`, changed as (
        update accounts set available = v.available, frozen = v.frozen, updated_at = now()
        from (values ${sql.join(balances.map((row) => sql`(${row.id}::bigint, ${row.available}::numeric, ${row.frozen}::numeric)`))}) as v(id, available, frozen)
        where accounts.id = v.id
        returning accounts.id
      )`
    : sql``;
  const rows = sql.join(
    bills.map(
      (bill) =>
        sql`(${bill.movement}::int, ${bill.coin}, ${bill.user_id ?? null}::int, ${bill.account_id ?? null}::int, ${bill.platform_account ?? null}, ${bill.type}, ${bill.amount}::numeric, ${bill.frozen_change ?? '0'}::numeric, ${bill.available_after ?? null}::numeric, ${bill.frozen_after ?? null}::numeric, ${bill.ref_type ?? null}, ${bill.ref_id ?? null})`,
    ),
  );
  await sql`
    with entries as (
      select (row_number() over ()) - 1 as movement, id from (select nextval('ledger_entry_seq') as id from generate_series(1, ${movements})) as fresh
    )${changed}
    insert into bills (entry_id, coin, user_id, account_id, platform_account, type, amount, frozen_change, available_after, frozen_after, ref_type, ref_id)
    select entries.id, b.coin, b.user_id, b.account_id, b.platform_account, b.type, b.amount, b.frozen_change, b.available_after, b.frozen_after, b.ref_type, b.ref_id
    from (values ${rows}) as b(movement, coin, user_id, account_id, platform_account, type, amount, frozen_change, available_after, frozen_after, ref_type, ref_id)
    join entries on entries.movement = b.movement
  `.execute(trx);
}
