import Decimal from 'decimal.js';
import { sql, type Transaction } from 'kysely';
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
