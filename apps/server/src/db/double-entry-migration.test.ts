import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../lib/clock.js';
import { DomainEvents } from '../lib/domain-events.js';
import { createMoneyService } from '../modules/money/money.service.js';
import { createTestDatabase, testDatabaseKinds } from '../testing/test-database.js';
import { migrateTo, migrateToLatest } from './migrate.js';

describe.each(testDatabaseKinds())('the double-entry migration on %s', (kind) => {
  it('gives every single-sided bill of an old database its platform side, so every movement sums to zero', async () => {
    const database = await createTestDatabase(kind, { migrate: false });
    const db = database.db;
    await migrateTo(db, '2026_11_23_0003_deposit_network');
    // What the earlier code wrote: a demo grant, a deposit, a transfer's two bills, a withdrawal frozen then paid.
    await sql`insert into users (id, address, mb_id, kind, credit_score) values (1, '0xaa', '10000001', 'mock', 100), (2, '0xbb', '20000002', 'regular', 100)`.execute(db);
    await sql`insert into accounts (id, user_id, account, coin, available, frozen) values
      (1, 1, 'fund', 'USDT', 100000, 0), (2, 2, 'fund', 'USDT', 438, 50), (3, 2, 'options', 'USDT', 12, 0)`.execute(db);
    await sql`insert into bills (user_id, account_id, type, amount, frozen_change, available_after, frozen_after, ref_type, ref_id) values
      (1, 1, 'demo_grant', 100000, 0, 100000, 0, null, null),
      (2, 2, 'deposit', 600, 0, 600, 0, 'deposit', '1'),
      (2, 2, 'transfer_out', -12, 0, 588, 0, 'transfer', '1'),
      (2, 3, 'transfer_in', 12, 0, 12, 0, 'transfer', '1'),
      (2, 2, 'withdrawal_freeze', -150, 150, 438, 150, 'withdrawal', '1'),
      (2, 2, 'withdrawal_paid', 0, -100, 438, 50, 'withdrawal', '1')`.execute(db);

    await migrateToLatest(db);

    const money = createMoneyService({ db, events: new DomainEvents(), clock: systemClock, usdtRate: () => undefined });
    const check = await money.check();
    expect(check.unbalancedAccounts).toEqual([]);
    expect(check.unbalancedEntries).toEqual([]);
    expect(check.entries).toBe(5);
    const platform = Object.fromEntries(check.platform.map((row) => [row.platform, Number(row.balance)]));
    expect(platform).toEqual({ demo_grants: -100000, deposits: -600, withdrawals: 100 });
    const transfer = await db.selectFrom('bills').select('entry_id').where('ref_type', '=', 'transfer').execute();
    expect(new Set(transfer.map((row) => row.entry_id)).size).toBe(1);
    await database.destroy();
  });
});
