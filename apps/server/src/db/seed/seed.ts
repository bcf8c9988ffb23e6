import type { Kysely } from 'kysely';
import { DEFAULT_CREDIT_SCORE, DEMO_ADDRESS } from '@halyard/shared';
import { applyBalanceChange } from '../../modules/ledger/ledger.repository.js';
import type { AccountKind, Database } from '../schema.js';

/** The demo (mock) account's virtual funds: enough to try every feature, worth nothing. */
export const DEMO_GRANTS: ReadonlyArray<{ account: AccountKind; coin: string; amount: string }> = [
  { account: 'fund', coin: 'USDT', amount: '100000' },
  { account: 'options', coin: 'USDT', amount: '10000' },
  { account: 'staking', coin: 'USDT', amount: '10000' },
];

/** Fills a fresh database; safe to run at every start (it does nothing the second time). */
export async function seedDatabase(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('users')
      .values({
        address: DEMO_ADDRESS.toLowerCase(),
        mb_id: '10000001',
        kind: 'mock',
        credit_score: DEFAULT_CREDIT_SCORE,
        agreement_version: null,
      })
      .onConflict((oc) => oc.column('address').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return;
    for (const grant of DEMO_GRANTS) {
      await applyBalanceChange(trx, {
        userId: inserted.id,
        account: grant.account,
        coin: grant.coin,
        availableChange: grant.amount,
        type: 'demo_grant',
      });
    }
  });
}
