import Decimal from '@halyard/shared/decimal';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADDRESS } from '@halyard/shared';
import { seedDatabase } from '../../seed/seed.js';
import { systemClock } from '../../lib/clock.js';
import { DomainEvents } from '../../lib/domain-events.js';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-database.js';
import { createMoneyService, type MoneyService } from './money.service.js';

/** Group commit (issue 34): requests that arrive together share one transaction, and each is decided alone. */
describe.each(testDatabaseKinds())('group commit on %s', (kind) => {
  let database: TestDatabase;
  let money: MoneyService;
  let userId: number;
  const changed: number[][] = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db);
    const events = new DomainEvents();
    events.on('balances.changed', ({ userIds }) => changed.push(userIds));
    money = createMoneyService({
      db: database.db,
      events,
      clock: systemClock,
      usdtRate: () => new Decimal(1),
      batch: { size: 8, concurrency: 1, windowMicros: 0 },
    });
    userId = (await database.db.selectFrom('users').select('id').where('address', '=', DEMO_ADDRESS.toLowerCase()).executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await database.destroy();
  });

  const available = async (account: 'fund' | 'options') => new Decimal((await money.balances(userId)).accounts.find((row) => row.account === account && row.coin === 'USDT')?.available ?? 0);
  const billCount = async () => Number((await database.db.selectFrom('bills').select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
  const transactionId = (trx: Parameters<Parameters<MoneyService['transaction']>[0]>[0]) => sql<{ id: string }>`select txid_current()::text as id`.execute(trx).then(({ rows }) => rows[0]?.id);
  const move = (amount: Decimal.Value) => ({
    type: 'transfer_out' as const,
    sides: [
      { member: userId, account: 'fund' as const, coin: 'USDT', available: new Decimal(amount).negated() },
      { member: userId, account: 'options' as const, coin: 'USDT', available: amount, type: 'transfer_in' as const },
    ],
  });
  const hints = () => [
    { member: userId, account: 'fund' as const, coin: 'USDT' },
    { member: userId, account: 'options' as const, coin: 'USDT' },
  ];

  it('commits requests that arrive together once, and refuses only the one that would overdraw', async () => {
    const fund = await available('fund');
    const bills = await billCount();
    changed.length = 0;
    const amounts = ['1', '2', fund.plus(1).toFixed(), '3', '4'];
    const before = money.batching();
    const results = await Promise.allSettled(
      amounts.map((amount) =>
        money.transaction(async (trx) => {
          const id = await transactionId(trx);
          const [after] = await money.post(trx, move(amount));
          return { id, after };
        }, hints()),
      ),
    );
    const [first, second, overdraw, third, fourth] = results;
    expect(overdraw).toMatchObject({ status: 'rejected', reason: { messageKey: 'insufficientBalance' } });
    const done = [first, second, third, fourth].map((result) => (result?.status === 'fulfilled' ? result.value : undefined));
    // One transaction for all of them, each decided against the running balance.
    expect(new Set(done.map((value) => value?.id)).size).toBe(1);
    expect(done.map((value) => value?.after?.available)).toEqual([fund.minus(1), fund.minus(3), fund.minus(6), fund.minus(10)].map((value) => value.toFixed()));
    expect(await available('fund')).toEqual(fund.minus(10));
    expect(await billCount()).toBe(bills + 8);
    expect(changed).toEqual([[userId]]);
    // The overdraw was refused in code before anything was written: no savepoints, no second run.
    expect(money.batching().restarts).toBe(before.restarts);
    expect(money.batching().batches - before.batches).toBeLessThan(amounts.length);
    expect((await money.check()).ok).toBe(true);
  });

  it("undoes a failed request's own writes and announcements, and keeps everyone else's", async () => {
    const options = await available('options');
    const announced: string[] = [];
    const request = (name: string, fail: boolean) =>
      money.transaction(async (trx) => {
        await sql`insert into ledger_checks (due_at, checked_at, accounts, entries, unbalanced_accounts, unbalanced_entries) values (now(), now(), ${name.length}, 0, 0, 0)`.execute(trx);
        await money.post(trx, move('0.5'));
        money.afterCommit(trx, () => announced.push(name));
        if (fail) throw new Error(`${name} failed after writing`);
        return name;
      }, hints());
    const checksBefore = Number((await database.db.selectFrom('ledger_checks').select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
    const before = money.batching();
    const results = await Promise.allSettled([request('a', false), request('bb', true), request('ccc', false)]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    // 'bb' failed after writing: its batch ran again, each request behind a savepoint of its own.
    expect(money.batching().restarts).toBe(before.restarts + 1);
    expect(announced.sort()).toEqual(['a', 'ccc']);
    const checks = await database.db.selectFrom('ledger_checks').select('accounts').orderBy('id', 'desc').execute();
    expect(checks).toHaveLength(checksBefore + 2);
    expect(checks.slice(0, 2).map((row) => row.accounts).sort()).toEqual([1, 3]);
    expect(await available('options')).toEqual(options.plus(1));
    expect((await money.check()).ok).toBe(true);
  });

  it('locks again an account first used by a request that failed, so a later request in the batch still holds its row', async () => {
    const results = await Promise.allSettled([
      money.transaction(async (trx) => {
        await money.post(trx, { type: 'deposit', sides: [{ member: userId, account: 'staking', coin: 'LTC', available: '1' }, { platform: 'deposits', coin: 'LTC', amount: '-1' }] });
        throw new Error('refused after posting');
      }),
      money.transaction((trx) =>
        money.post(trx, { type: 'deposit', sides: [{ member: userId, account: 'staking', coin: 'LTC', available: '2' }, { platform: 'deposits', coin: 'LTC', amount: '-2' }] }),
      ),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled']);
    const row = await database.db.selectFrom('accounts').select('available').where('user_id', '=', userId).where('account', '=', 'staking').where('coin', '=', 'LTC').executeTakeFirstOrThrow();
    expect(new Decimal(row.available).toFixed()).toBe('2');
    expect((await money.check()).ok).toBe(true);
  });

  it('runs a request again after a deadlock, and answers it once', async () => {
    let runs = 0;
    const options = await available('options');
    const value = await money.transaction(async (trx) => {
      runs += 1;
      await money.post(trx, move('0.25'));
      if (runs === 1) throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
      return 'done';
    }, hints());
    expect(value).toBe('done');
    expect(runs).toBe(2);
    expect(await available('options')).toEqual(options.plus('0.25'));
    expect((await money.check()).ok).toBe(true);
  });
});
