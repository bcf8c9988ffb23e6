import Decimal from '@halyard/shared/decimal';
import type { Kysely } from 'kysely';
import type { Books } from '@halyard/shared';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { decimalText, type MoneyService } from '../money/money.service.js';
import { booksCsv, booksSeries, periodDays, productOf } from './books-series.js';
import * as repository from './books.repository.js';

function byProduct(rows: ReadonlyArray<{ type: string; amount: string }>, sign = 1): Array<{ product: string; usdt: string }> {
  const totals = new Map<string, Decimal>();
  for (const row of rows) totals.set(productOf(row.type), (totals.get(productOf(row.type)) ?? new Decimal(0)).plus(new Decimal(row.amount).times(sign)));
  return [...totals].map(([product, usdt]) => ({ product, usdt: usdt.toFixed() }));
}

export interface BooksService {
  /** The books of the last `days` UTC days: flows, fees, house result, open interest and the ledger checks. */
  books(days: number): Promise<Books>;
  /** The books of the period as CSV (every day, the daily flows' columns first). */
  csv(days: number): Promise<string>;
}

/** The platform's books over real rows: what came in and went out, what the house earned, what is open. */
export function createBooksService({ db, clock, money }: { db: Kysely<Database>; clock: Clock; money: MoneyService }): BooksService {
  async function books(days: number): Promise<Books> {
      const since = new Date(clock.now().getTime() - days * 86_400_000);
      const flows = await repository.dailyPlatformFlows(db, since);
      const byDay = new Map<string, Books['days'][number]>();
      const day = (key: string) => {
        let row = byDay.get(key);
        if (!row) byDay.set(key, (row = { day: key, depositsUsdt: '0', withdrawalsUsdt: '0', feesUsdt: '0', housePnlUsdt: '0' }));
        return row;
      };
      const add = (value: string, amount: Decimal) => new Decimal(value).plus(amount).toFixed();
      for (const flow of flows) {
        const row = day(flow.day);
        const amount = new Decimal(flow.amount);
        // The deposits account goes down as money comes in; the house's results are what its accounts gained.
        if (flow.account === 'deposits') row.depositsUsdt = add(row.depositsUsdt, amount.negated());
        if (flow.account === 'withdrawals') row.withdrawalsUsdt = add(row.withdrawalsUsdt, amount);
        if (flow.account === 'fees') row.feesUsdt = add(row.feesUsdt, amount);
        if (flow.account === 'house_pnl' || flow.account === 'option_pool') row.housePnlUsdt = add(row.housePnlUsdt, amount);
      }
      const [fees, housePnl, optionPool, interest, inFlight, last, check] = [
        await repository.platformTotalsByType(db, 'fees'),
        await repository.platformTotalsByType(db, 'house_pnl'),
        await repository.platformTotalsByType(db, 'option_pool'),
        await repository.openInterest(db),
        await repository.optionsInFlight(db),
        await repository.lastLedgerCheck(db),
        await money.check(),
      ];
      const series = await booksSeries(db, periodDays(days, clock.now()));
      const today = series[series.length - 1];
      return {
        days: [...byDay.values()],
        series,
        stakingLiabilities: today?.stakingLiabilities ?? { count: 0, usdt: '0' },
        prizesOwed: today?.prizesOwed ?? { count: 0, usdt: '0' },
        feesByProduct: byProduct(fees),
        housePnlByProduct: byProduct([...housePnl, ...optionPool]),
        openInterest: interest.map((row) => ({ pair: row.pair, longMargin: decimalText(row.long_margin), shortMargin: decimalText(row.short_margin), positions: Number(row.positions) })),
        optionsInFlight: { count: Number(inFlight.count), amountUsdt: decimalText(inFlight.amount) },
        platform: check.platform.map((row) => ({ account: row.platform, coin: row.coin, balance: decimalText(row.balance) })),
        ledger: {
          ok: check.ok,
          accounts: check.accounts,
          entries: check.entries,
          unbalancedAccounts: check.unbalancedAccounts.length,
          unbalancedEntries: check.unbalancedEntries.length,
          lastNightly: last?.checked_at.toISOString() ?? null,
        },
      };
  }

  return {
    books,
    async csv(days: number): Promise<string> {
      return booksCsv(await books(days));
    },
  };
}
