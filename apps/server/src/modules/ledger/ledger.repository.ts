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

/**
 * Locks several of a user's accounts in one fixed order (account, then coin), so two
 * transactions that touch the same pair of accounts in opposite directions never deadlock.
 */
export async function lockAccounts(trx: Transaction<Database>, userId: number, keys: readonly AccountKey[]): Promise<void> {
  const ordered = [...keys].sort((a, b) => a.account.localeCompare(b.account) || a.coin.localeCompare(b.coin));
  for (const key of ordered) await lockAccount(trx, userId, key.account, key.coin);
}

/** The account row for (user, account, coin), created empty on first use. */
async function lockAccount(trx: Transaction<Database>, userId: number, account: AccountKind, coin: string) {
  await trx
    .insertInto('accounts')
    .values({ user_id: userId, account, coin, available: '0', frozen: '0' })
    .onConflict((oc) => oc.columns(['user_id', 'account', 'coin']).doNothing())
    .execute();
  return trx
    .selectFrom('accounts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('account', '=', account)
    .where('coin', '=', coin)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/**
 * Moves a balance and writes its bill in the caller's transaction. The update is guarded
 * (`available + change >= 0`), so it returns null instead of overdrawing, and the CHECK
 * constraints stand behind it.
 */
export async function applyBalanceChange(
  trx: Transaction<Database>,
  change: BalanceChange,
): Promise<BalanceAfter | null> {
  const availableChange = new Decimal(change.availableChange).toFixed();
  const frozenChange = new Decimal(change.frozenChange ?? '0').toFixed();
  const account = await lockAccount(trx, change.userId, change.account, change.coin);
  const updated = await trx
    .updateTable('accounts')
    .set({
      available: sql<string>`available + ${availableChange}::numeric`,
      frozen: sql<string>`frozen + ${frozenChange}::numeric`,
      updated_at: new Date(),
    })
    .where('id', '=', account.id)
    .where(sql<boolean>`available + ${availableChange}::numeric >= 0`)
    .where(sql<boolean>`frozen + ${frozenChange}::numeric >= 0`)
    .returning(['available', 'frozen'])
    .executeTakeFirst();
  if (!updated) return null;
  await trx
    .insertInto('bills')
    .values({
      user_id: change.userId,
      account_id: account.id,
      type: change.type,
      amount: availableChange,
      frozen_change: frozenChange,
      available_after: updated.available,
      frozen_after: updated.frozen,
      ref_type: change.refType ?? null,
      ref_id: change.refId ?? null,
    })
    .execute();
  return updated;
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
