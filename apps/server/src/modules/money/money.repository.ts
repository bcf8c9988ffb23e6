import { sql, type Kysely, type Transaction } from 'kysely';
import type { BillQuery, PlatformAccount } from '@halyard/shared';
import { fetchPage } from '../../db/paging.js';
import type { Database } from '../../db/schema.js';

type Reader = Kysely<Database> | Transaction<Database>;

/** A member's bills by account and type, as the member filters them, and by coin, as an operator does too. */
export type BillFilter = BillQuery & { coin?: string };

export function listAccounts(db: Reader, userId: number) {
  return db.selectFrom('accounts').select(['account', 'coin', 'available', 'frozen']).where('user_id', '=', userId).orderBy('id').execute();
}

/** Several members' accounts in one statement, in each member's order. */
export function listAccountsOf(db: Reader, userIds: readonly number[]) {
  return db.selectFrom('accounts').select(['user_id', 'account', 'coin', 'available', 'frozen']).where('user_id', 'in', userIds).orderBy('id').execute();
}

export function listBills(db: Reader, userId: number, query: BillFilter) {
  let base = db.selectFrom('bills').innerJoin('accounts', 'accounts.id', 'bills.account_id').where('bills.user_id', '=', userId);
  if (query.account) base = base.where('accounts.account', '=', query.account);
  if (query.coin) base = base.where('bills.coin', '=', query.coin);
  if (query.type) base = base.where('bills.type', '=', query.type);
  return fetchPage(
    base
      .select([
        'bills.id',
        'accounts.account',
        'bills.coin',
        'bills.type',
        'bills.amount',
        'bills.frozen_change',
        'bills.available_after',
        'bills.frozen_after',
        'bills.ref_type',
        'bills.ref_id',
        'bills.created_at',
      ])
      .orderBy('bills.id', 'desc'),
    query,
  );
}

/** Each platform account's balance per coin: the sum of its bills. */
export async function platformBalances(db: Reader) {
  const { rows } = await sql<{ platform: PlatformAccount; coin: string; balance: string }>`
    select platform_account as platform, coin, sum(amount)::text as balance
    from bills where platform_account is not null group by platform_account, coin order by platform_account, coin
  `.execute(db);
  return rows;
}

export interface UnbalancedAccount {
  accountId: number;
  userId: number;
  account: string;
  coin: string;
  available: string;
  frozen: string;
  billsAvailable: string;
  billsFrozen: string;
}

/** Member accounts whose bills do not sum to their balance (or that went below zero). */
export async function findUnbalancedAccounts(db: Reader): Promise<UnbalancedAccount[]> {
  const { rows } = await sql<UnbalancedAccount>`
    select a.id as "accountId", a.user_id as "userId", a.account, a.coin,
           a.available::text as available, a.frozen::text as frozen,
           coalesce(sum(b.amount), 0)::text as "billsAvailable",
           coalesce(sum(b.frozen_change), 0)::text as "billsFrozen"
    from accounts a
    left join bills b on b.account_id = a.id
    group by a.id, a.user_id, a.account, a.coin, a.available, a.frozen
    having a.available <> coalesce(sum(b.amount), 0) or a.frozen <> coalesce(sum(b.frozen_change), 0)
        or a.available < 0 or a.frozen < 0
    order by a.id
  `.execute(db);
  return rows;
}

export interface UnbalancedEntry {
  entryId: number;
  coin: string;
  sum: string;
}

/** Movements whose sides do not sum to zero in some coin: money made or lost. */
export async function findUnbalancedEntries(db: Reader): Promise<UnbalancedEntry[]> {
  const { rows } = await sql<UnbalancedEntry>`
    select entry_id as "entryId", coin, sum(amount + frozen_change)::text as sum
    from bills group by entry_id, coin having sum(amount + frozen_change) <> 0 order by entry_id
  `.execute(db);
  return rows.map((row) => ({ ...row, entryId: Number(row.entryId) }));
}

export async function countLedger(db: Reader): Promise<{ accounts: number; entries: number }> {
  const { rows } = await sql<{ accounts: string; entries: string }>`
    select (select count(*) from accounts) as accounts, (select count(distinct entry_id) from bills) as entries
  `.execute(db);
  return { accounts: Number(rows[0]?.accounts ?? 0), entries: Number(rows[0]?.entries ?? 0) };
}

export async function insertLedgerCheck(
  trx: Transaction<Database>,
  check: { dueAt: Date; checkedAt: Date; accounts: number; entries: number; unbalancedAccounts: number; unbalancedEntries: number },
): Promise<void> {
  await trx
    .insertInto('ledger_checks')
    .values({
      due_at: check.dueAt,
      checked_at: check.checkedAt,
      accounts: check.accounts,
      entries: check.entries,
      unbalanced_accounts: check.unbalancedAccounts,
      unbalanced_entries: check.unbalancedEntries,
    })
    .execute();
}

/** The newest recorded ledger check, if any ran. */
export function latestLedgerCheck(db: Reader) {
  return db.selectFrom('ledger_checks').select(['checked_at', 'unbalanced_accounts', 'unbalanced_entries']).orderBy('id', 'desc').limit(1).executeTakeFirst();
}
