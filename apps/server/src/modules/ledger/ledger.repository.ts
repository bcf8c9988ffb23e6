import Decimal from 'decimal.js';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { AccountKind, Database } from '../../db/schema.js';

export interface BalanceChange {
  userId: number;
  account: AccountKind;
  coin: string;
  /** Signed change of available, a decimal string. */
  availableChange: string;
  /** Signed change of frozen, a decimal string. */
  frozenChange?: string;
  type: string;
  refType?: string;
  refId?: string;
}

export interface BalanceAfter {
  available: string;
  frozen: string;
}

export interface AccountKey {
  account: AccountKind;
  coin: string;
}

/** The accounts each open transaction has already locked, so a change costs one statement more, not three. */
const lockedInTransaction = new WeakMap<Transaction<Database>, Set<string>>();

function keyOf(userId: number, key: AccountKey): string {
  return `${userId}:${key.account}:${key.coin}`;
}

/**
 * Locks a user's accounts (creating empty ones on first use) in one statement, in one fixed
 * order (account, then coin), so two transactions that touch the same accounts in opposite
 * directions never deadlock. The upsert's no-op update is what takes the row lock.
 */
export async function lockAccounts(trx: Transaction<Database>, userId: number, keys: readonly AccountKey[]): Promise<void> {
  const locked = lockedInTransaction.get(trx) ?? new Set<string>();
  lockedInTransaction.set(trx, locked);
  const missing = [...new Map(keys.map((key) => [keyOf(userId, key), key])).entries()]
    .filter(([id]) => !locked.has(id))
    .sort(([, a], [, b]) => a.account.localeCompare(b.account) || a.coin.localeCompare(b.coin));
  if (!missing.length) return;
  await trx
    .insertInto('accounts')
    .values(missing.map(([, key]) => ({ user_id: userId, account: key.account, coin: key.coin, available: '0', frozen: '0' })))
    .onConflict((oc) => oc.columns(['user_id', 'account', 'coin']).doUpdateSet({ updated_at: sql<Date>`accounts.updated_at` }))
    .execute();
  for (const [id] of missing) locked.add(id);
}

/**
 * Moves a balance and writes its bill in the caller's transaction, in one statement once the
 * account is locked. The update is guarded (`available + change >= 0`), so it returns null
 * instead of overdrawing, and the CHECK constraints stand behind it.
 */
export async function applyBalanceChange(trx: Transaction<Database>, change: BalanceChange): Promise<BalanceAfter | null> {
  const availableChange = new Decimal(change.availableChange).toFixed();
  const frozenChange = new Decimal(change.frozenChange ?? '0').toFixed();
  await lockAccounts(trx, change.userId, [{ account: change.account, coin: change.coin }]);
  const { rows } = await sql<BalanceAfter>`
    with updated as (
      update accounts
      set available = available + ${availableChange}::numeric,
          frozen = frozen + ${frozenChange}::numeric,
          updated_at = now()
      where user_id = ${change.userId} and account = ${change.account} and coin = ${change.coin}
        and available + ${availableChange}::numeric >= 0
        and frozen + ${frozenChange}::numeric >= 0
      returning id, available, frozen
    )
    insert into bills (user_id, account_id, type, amount, frozen_change, available_after, frozen_after, ref_type, ref_id)
    select ${change.userId}, id, ${change.type}, ${availableChange}::numeric, ${frozenChange}::numeric, available, frozen,
           ${change.refType ?? null}, ${change.refId ?? null}
    from updated
    returning available_after as available, frozen_after as frozen
  `.execute(trx);
  return rows[0] ?? null;
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

/** The ledger's invariant, checked in SQL: each account's bills sum to its balance. */
export async function findUnbalancedAccounts(db: Kysely<Database>): Promise<UnbalancedAccount[]> {
  const { rows } = await sql<UnbalancedAccount>`
    select a.id as "accountId", a.user_id as "userId", a.account, a.coin,
           a.available::text as available, a.frozen::text as frozen,
           coalesce(sum(b.amount), 0)::text as "billsAvailable",
           coalesce(sum(b.frozen_change), 0)::text as "billsFrozen"
    from accounts a
    left join bills b on b.account_id = a.id
    group by a.id, a.user_id, a.account, a.coin, a.available, a.frozen
    having a.available <> coalesce(sum(b.amount), 0) or a.frozen <> coalesce(sum(b.frozen_change), 0)
    order by a.id
  `.execute(db);
  return rows;
}
