import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADDRESS } from '@halyard/shared';
import { DEMO_GRANTS, seedDatabase } from '../../db/seed/seed.js';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-database.js';
import { applyBalanceChange, findUnbalancedAccounts } from './ledger.repository.js';

describe.each(testDatabaseKinds())('the ledger base on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db);
  });
  afterAll(async () => {
    await database.destroy();
  });

  async function demoUserId() {
    const row = await database.db.selectFrom('users').select('id').where('address', '=', DEMO_ADDRESS.toLowerCase()).executeTakeFirstOrThrow();
    return row.id;
  }

  /** Every account's bills add up to its balance: the ledger's invariant. */
  async function unbalancedAccounts() {
    const { rows } = await sql<{ id: number }>`
      select a.id from accounts a
      left join bills b on b.account_id = a.id
      group by a.id, a.available, a.frozen
      having a.available <> coalesce(sum(b.amount), 0) or a.frozen <> coalesce(sum(b.frozen_change), 0)
    `.execute(database.db);
    return rows;
  }

  it('seeds the mock account once, each grant with its bill', async () => {
    await seedDatabase(database.db);
    const userId = await demoUserId();
    const accounts = await database.db
      .selectFrom('accounts')
      .select(['account', 'coin', 'available', 'frozen'])
      .where('user_id', '=', userId)
      .orderBy('account')
      .execute();
    expect(accounts.map((a) => [a.account, a.coin, Number(a.available), Number(a.frozen)])).toEqual(
      [...DEMO_GRANTS].sort((a, b) => a.account.localeCompare(b.account)).map((g) => [g.account, g.coin, Number(g.amount), 0]),
    );
    const bills = await database.db.selectFrom('bills').select(['type']).where('user_id', '=', userId).execute();
    expect(bills).toHaveLength(DEMO_GRANTS.length);
    expect(bills.every((bill) => bill.type === 'demo_grant')).toBe(true);
    expect(await unbalancedAccounts()).toEqual([]);
  });

  it('refuses to overdraw and writes no bill for the refusal', async () => {
    const userId = await demoUserId();
    const billsBefore = await database.db.selectFrom('bills').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    const refused = await database.db.transaction().execute((trx) =>
      applyBalanceChange(trx, { userId, account: 'options', coin: 'USDT', availableChange: '-10000.000000000000000001', type: 'test' }),
    );
    expect(refused).toBeNull();
    const frozen = await database.db.transaction().execute((trx) =>
      applyBalanceChange(trx, { userId, account: 'options', coin: 'USDT', availableChange: '-0.1', frozenChange: '0.1', type: 'test_freeze' }),
    );
    expect(frozen).toEqual({ available: '9999.900000000000000000', frozen: '0.100000000000000000' });
    const billsAfter = await database.db.selectFrom('bills').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    expect(Number(billsAfter.n)).toBe(Number(billsBefore.n) + 1);
    expect(await unbalancedAccounts()).toEqual([]);
  });

  it('names an account whose balance no longer matches its bills', async () => {
    const userId = await demoUserId();
    expect(await findUnbalancedAccounts(database.db)).toEqual([]);
    await sql`update accounts set available = available + 1 where user_id = ${userId} and account = 'staking'`.execute(database.db);
    const broken = await findUnbalancedAccounts(database.db);
    expect(broken).toEqual([expect.objectContaining({ userId, account: 'staking', coin: 'USDT', available: expect.stringMatching(/^10001(\.0+)?$/), billsAvailable: expect.stringMatching(/^10000(\.0+)?$/) })]);
    await sql`update accounts set available = available - 1 where user_id = ${userId} and account = 'staking'`.execute(database.db);
  });

  it('has the database refuse a negative balance even without the guard', async () => {
    const userId = await demoUserId();
    await expect(
      sql`update accounts set available = -1 where user_id = ${userId} and account = 'fund'`.execute(database.db),
    ).rejects.toThrow(/check/i);
  });
});
