import type { Kysely } from 'kysely';
import { DEFAULT_CREDIT_SCORE, DEMO_ADDRESS } from '@halyard/shared';
import type { AccountKind, Database } from '../db/schema.js';
import { systemClock } from '../lib/clock.js';
import { DomainEvents } from '../lib/domain-events.js';
import { createMoneyService } from '../modules/money/money.service.js';
import { seedContent } from './seed-content.js';
import { seedWeb3 } from './seed-web3.js';

/** The demo (mock) account's virtual funds: enough to try every feature, worth nothing. */
export const DEMO_GRANTS: ReadonlyArray<{ account: AccountKind; coin: string; amount: string }> = [
  { account: 'fund', coin: 'USDT', amount: '100000' },
  { account: 'options', coin: 'USDT', amount: '10000' },
  { account: 'staking', coin: 'USDT', amount: '10000' },
];

/** Fills a fresh database; safe to run at every start (it does nothing the second time). */
export async function seedDatabase(db: Kysely<Database>): Promise<void> {
  // Nobody listens at start-up and no grant is in USDT at a price: the module's plainest form.
  const money = createMoneyService({ db, events: new DomainEvents(), clock: systemClock, usdtRate: () => undefined });
  await money.transaction(async (trx) => {
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
    // Virtual money, from the platform's demo grants account: it never reaches the outside.
    for (const grant of DEMO_GRANTS) {
      await money.post(trx, {
        type: 'demo_grant',
        sides: [
          { member: inserted.id, account: grant.account, coin: grant.coin, available: grant.amount },
          { platform: 'demo_grants', coin: grant.coin, amount: `-${grant.amount}` },
        ],
      });
    }
  });
  await seedContent(db, systemClock.now());
  await seedWeb3(db);
}
