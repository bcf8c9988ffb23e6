import Decimal from '@halyard/shared/decimal';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADDRESS } from '@halyard/shared';
import { DEMO_GRANTS, seedDatabase } from '../../seed/seed.js';
import { systemClock } from '../../lib/clock.js';
import { DomainEvents } from '../../lib/domain-events.js';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-database.js';
import { createMoneyService, type MoneyService } from './money.service.js';

describe.each(testDatabaseKinds())('the money module on %s', (kind) => {
  let database: TestDatabase;
  let money: MoneyService;
  const changed: number[][] = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db);
    const events = new DomainEvents();
    events.on('balances.changed', ({ userIds }) => changed.push(userIds));
    money = createMoneyService({ db: database.db, events, clock: systemClock, usdtRate: (coin) => (coin === 'USDT' ? new Decimal(1) : undefined) });
  });
  afterAll(async () => {
    await database.destroy();
  });

  async function demoUserId() {
    const row = await database.db.selectFrom('users').select('id').where('address', '=', DEMO_ADDRESS.toLowerCase()).executeTakeFirstOrThrow();
    return row.id;
  }

  it('seeds the mock account once, each grant with its bill and its platform side', async () => {
    await seedDatabase(database.db);
    const userId = await demoUserId();
    const balances = await money.balances(userId);
    for (const grant of DEMO_GRANTS) {
      expect(balances.accounts.find((row) => row.account === grant.account)?.available).toBe(grant.amount);
    }
    const bills = await database.db.selectFrom('bills').select(['type', 'platform_account']).where('type', '=', 'demo_grant').execute();
    expect(bills.filter((bill) => bill.platform_account === null)).toHaveLength(DEMO_GRANTS.length);
    expect(bills.filter((bill) => bill.platform_account === 'demo_grants')).toHaveLength(DEMO_GRANTS.length);
    const check = await money.check();
    expect(check.ok).toBe(true);
    expect(check.platform).toEqual([{ platform: 'demo_grants', coin: 'USDT', balance: expect.stringMatching(/^-120000(\.0+)?$/) }]);
  });

  it('refuses to overdraw, writes nothing for the refusal, and announces only what committed', async () => {
    const userId = await demoUserId();
    const billsBefore = await database.db.selectFrom('bills').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    changed.length = 0;
    await expect(
      money.transaction((trx) =>
        money.post(trx, {
          type: 'withdrawal_paid',
          sides: [
            { member: userId, account: 'options', coin: 'USDT', available: '-10000.000000000000000001' },
            { platform: 'withdrawals', coin: 'USDT', amount: '10000.000000000000000001' },
          ],
        }),
      ),
    ).rejects.toMatchObject({ messageKey: 'insufficientBalance' });
    expect(changed).toEqual([]);
    const [after] = await money.transaction((trx) =>
      money.post(trx, { type: 'withdrawal_freeze', sides: [{ member: userId, account: 'options', coin: 'USDT', available: '-0.1', frozen: '0.1' }] }),
    );
    expect(after).toEqual({ available: '9999.9', frozen: '0.1' });
    expect(changed).toEqual([[userId]]);
    const billsAfter = await database.db.selectFrom('bills').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    expect(Number(billsAfter.n)).toBe(Number(billsBefore.n) + 1);
    expect((await money.check()).ok).toBe(true);
  });

  it('refuses a movement whose sides do not sum to zero, and money moved outside its transaction', async () => {
    const userId = await demoUserId();
    await expect(
      money.transaction((trx) => money.post(trx, { type: 'deposit', sides: [{ member: userId, account: 'fund', coin: 'USDT', available: '5' }] })),
    ).rejects.toThrow(/unbalanced deposit movement: USDT sides sum to 5/);
    await expect(
      database.db.transaction().execute((trx) =>
        money.post(trx, { type: 'withdrawal_freeze', sides: [{ member: userId, account: 'fund', coin: 'USDT', available: '-1', frozen: '1' }] }),
      ),
    ).rejects.toThrow(/inside money.transaction/);
  });

  it('names an account whose balance no longer matches its bills, and an entry that made money', async () => {
    const userId = await demoUserId();
    await sql`update accounts set available = available + 1 where user_id = ${userId} and account = 'staking'`.execute(database.db);
    const broken = await money.check();
    expect(broken.ok).toBe(false);
    expect(broken.unbalancedAccounts).toEqual([
      expect.objectContaining({ userId, account: 'staking', coin: 'USDT', available: expect.stringMatching(/^10001(\.0+)?$/), billsAvailable: expect.stringMatching(/^10000(\.0+)?$/) }),
    ]);
    await sql`update accounts set available = available - 1 where user_id = ${userId} and account = 'staking'`.execute(database.db);
    await sql`update bills set amount = amount + 1 where id = (select max(id) from bills where platform_account = 'demo_grants')`.execute(database.db);
    expect((await money.check()).unbalancedEntries).toEqual([expect.objectContaining({ coin: 'USDT', sum: expect.stringMatching(/^1(\.0+)?$/) })]);
    await sql`update bills set amount = amount - 1 where id = (select max(id) from bills where platform_account = 'demo_grants')`.execute(database.db);
    expect((await money.check()).ok).toBe(true);
  });

  it('posts a batch of movements in bulk: a bill per side with its running balance, new accounts made, an overdraw refuses them all', async () => {
    const userId = await demoUserId();
    const before = new Decimal((await money.balances(userId)).accounts.find((row) => row.account === 'options')?.available ?? '0');
    const billsBefore = Number((await database.db.selectFrom('bills').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
    const payout = (amount: string, id: number) => ({
      type: 'option_settle' as const,
      ref: { type: 'option', id },
      sides: [
        { member: userId, account: 'options' as const, coin: 'USDT', available: amount },
        { platform: 'option_pool' as const, coin: 'USDT', amount: new Decimal(amount).negated() },
      ],
    });
    const newCoin = { type: 'option_settle' as const, sides: [{ member: userId, account: 'fund' as const, coin: 'XRP', available: '3' }, { platform: 'option_pool' as const, coin: 'XRP', amount: '-3' }] };
    changed.length = 0;
    await money.transaction((trx) => money.postMany(trx, [payout('5', 9001), payout('2.5', 9002), newCoin]));
    expect(changed).toEqual([[userId]]);
    const written = await database.db
      .selectFrom('bills')
      .select(['entry_id', 'coin', 'amount', 'available_after', 'ref_id', 'platform_account'])
      .where('type', '=', 'option_settle')
      .orderBy('id')
      .execute();
    expect(written).toHaveLength(6);
    expect(Number((await database.db.selectFrom('bills').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n)).toBe(billsBefore + 6);
    const member = written.filter((bill) => bill.platform_account === null);
    expect(member.map((bill) => [bill.ref_id, new Decimal(bill.available_after ?? 'NaN').toFixed()])).toEqual([
      ['9001', before.plus(5).toFixed()],
      ['9002', before.plus(7.5).toFixed()],
      [null, '3'],
    ]);
    expect(new Set(written.map((bill) => bill.entry_id)).size).toBe(3);
    const after = await money.balances(userId);
    expect(after.accounts.find((row) => row.account === 'options')?.available).toBe(before.plus(7.5).toFixed());
    expect(after.accounts.find((row) => row.account === 'fund' && row.coin === 'XRP')?.available).toBe('3');

    changed.length = 0;
    await expect(
      money.transaction((trx) => money.postMany(trx, [payout('1', 9003), payout(before.plus(100).negated().toFixed(), 9004)])),
    ).rejects.toMatchObject({ messageKey: 'insufficientBalance' });
    expect(changed).toEqual([]);
    expect(Number((await database.db.selectFrom('bills').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n)).toBe(billsBefore + 6);
    expect((await money.check()).ok).toBe(true);
  });

  it('has the database refuse a negative member balance even without the guard', async () => {
    const userId = await demoUserId();
    await expect(sql`update accounts set available = -1 where user_id = ${userId} and account = 'fund'`.execute(database.db)).rejects.toThrow(/check/i);
  });
});
