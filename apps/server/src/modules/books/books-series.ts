import Decimal from '@halyard/shared/decimal';
import type { Kysely } from 'kysely';
import type { Books, BooksSeriesDay } from '@halyard/shared';
import type { Database } from '../../db/schema.js';
import { decimalText } from '../money/money.service.js';
import * as repository from './books.repository.js';

const DAY_MS = 86_400_000;

/** Which product a bill type belongs to, for fees and the house's results. */
export function productOf(type: string): string {
  if (type.startsWith('contract')) return 'contract';
  if (type.startsWith('spot')) return 'spot';
  if (type.startsWith('option')) return 'options';
  return type;
}

/** The products always shown (and exported), even in a period where one earned nothing. */
const PRODUCTS = ['contract', 'spot', 'options'];

/** The `count` UTC days ending with today's, oldest first. */
export function periodDays(count: number, now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: count }, (_, index) => new Date(today - (count - 1 - index) * DAY_MS).toISOString().slice(0, 10));
}

const sorted = (keys: Iterable<string>) => [...new Set(keys)].sort();

/**
 * Every figure over time, one row per UTC day of the period (quiet days at zero), from real rows:
 * fees and house results by product during each day; open interest, options in flight, staking
 * liabilities and prizes owed as they stood at each day's end; each day's last nightly ledger check.
 */
export async function booksSeries(db: Kysely<Database>, days: readonly string[]): Promise<BooksSeriesDay[]> {
  const range = { from: days[0] ?? '', to: days[days.length - 1] ?? '' };
  const results = await repository.dailyResultsByType(db, range);
  const interest = await repository.openInterestByDay(db, range);
  const options = await repository.optionsInFlightByDay(db, range);
  const staking = await repository.stakingLiabilitiesByDay(db, range);
  const prizes = await repository.prizesOwedByDay(db, range);
  const checks = await repository.dailyLedgerChecks(db, range);

  // Sums per day and product, in decimal (the house's results are what its two accounts gained).
  const perProduct = { fees: new Map<string, Decimal>(), house: new Map<string, Decimal>() };
  for (const row of results) {
    const target = row.account === 'fees' ? perProduct.fees : perProduct.house;
    const key = `${row.day}|${productOf(row.type)}`;
    target.set(key, (target.get(key) ?? new Decimal(0)).plus(row.amount));
  }
  const productsOf = (map: Map<string, Decimal>) => sorted([...PRODUCTS, ...[...map.keys()].map((key) => key.split('|')[1] ?? '')]);
  const feeProducts = productsOf(perProduct.fees);
  const houseProducts = productsOf(perProduct.house);
  const amountOn = (map: Map<string, Decimal>, day: string, product: string) => (map.get(`${day}|${product}`) ?? new Decimal(0)).toFixed();

  const byDayKey = (rows: readonly repository.RunningRow[]) => new Map(rows.map((row) => [`${row.day}|${row.key}`, row]));
  const interestRows = byDayKey(interest);
  const pairs = sorted(interest.map((row) => row.key));
  const single = (rows: readonly repository.RunningRow[]) => new Map(rows.map((row) => [row.day, row]));
  const optionRows = single(options);
  const stakeRows = single(staking);
  const prizeRows = single(prizes);
  const checkRows = new Map(checks.map((row) => [row.day, row]));

  return days.map((day) => {
    const option = optionRows.get(day);
    const stake = stakeRows.get(day);
    const prize = prizeRows.get(day);
    const check = checkRows.get(day);
    return {
      day,
      feesByProduct: feeProducts.map((product) => ({ product, usdt: amountOn(perProduct.fees, day, product) })),
      housePnlByProduct: houseProducts.map((product) => ({ product, usdt: amountOn(perProduct.house, day, product) })),
      openInterest: pairs.map((pair) => {
        const row = interestRows.get(`${day}|${pair}`);
        return { pair, longMargin: decimalText(row?.a ?? '0'), shortMargin: decimalText(row?.b ?? '0'), positions: Number(row?.n ?? 0) };
      }),
      optionsInFlight: { count: Number(option?.n ?? 0), amountUsdt: decimalText(option?.a ?? '0') },
      stakingLiabilities: { count: Number(stake?.n ?? 0), usdt: decimalText(stake?.a ?? '0') },
      prizesOwed: { count: Number(prize?.n ?? 0), usdt: decimalText(prize?.a ?? '0') },
      ledger: check
        ? {
            ok: Number(check.unbalanced_accounts) === 0 && Number(check.unbalanced_entries) === 0,
            checkedAt: new Date(check.checked_at).toISOString(),
            accounts: Number(check.accounts),
            entries: Number(check.entries),
            unbalancedAccounts: Number(check.unbalanced_accounts),
            unbalancedEntries: Number(check.unbalanced_entries),
          }
        : null,
    };
  });
}

/** The books as CSV: one line per day of the period, the daily flows first, then every figure over time. */
export function booksCsv(books: Pick<Books, 'days' | 'series'>): string {
  const flows = new Map(books.days.map((row) => [row.day, row]));
  const first = books.series[0];
  const fees = first?.feesByProduct.map((row) => row.product) ?? [];
  const house = first?.housePnlByProduct.map((row) => row.product) ?? [];
  const pairs = first?.openInterest.map((row) => row.pair) ?? [];
  const head = [
    'day',
    'deposits_usdt',
    'withdrawals_usdt',
    'fees_usdt',
    'house_pnl_usdt',
    ...fees.map((product) => `fees_${product}_usdt`),
    ...house.map((product) => `house_pnl_${product}_usdt`),
    ...pairs.flatMap((pair) => [`open_interest_${pair}_long_usdt`, `open_interest_${pair}_short_usdt`, `open_interest_${pair}_positions`]),
    'options_in_flight',
    'options_in_flight_usdt',
    'stakes_running',
    'staking_liabilities_usdt',
    'boxes_unpaid',
    'prizes_owed_usdt',
    'ledger_check',
    'ledger_checked_at',
  ];
  const lines = books.series.map((row) => {
    const flow = flows.get(row.day);
    return [
      row.day,
      flow?.depositsUsdt ?? '0',
      flow?.withdrawalsUsdt ?? '0',
      flow?.feesUsdt ?? '0',
      flow?.housePnlUsdt ?? '0',
      ...row.feesByProduct.map((cell) => cell.usdt),
      ...row.housePnlByProduct.map((cell) => cell.usdt),
      ...row.openInterest.flatMap((cell) => [cell.longMargin, cell.shortMargin, String(cell.positions)]),
      String(row.optionsInFlight.count),
      row.optionsInFlight.amountUsdt,
      String(row.stakingLiabilities.count),
      row.stakingLiabilities.usdt,
      String(row.prizesOwed.count),
      row.prizesOwed.usdt,
      row.ledger ? (row.ledger.ok ? 'ok' : 'unbalanced') : '',
      row.ledger?.checkedAt ?? '',
    ].join(',');
  });
  return `${[head.join(','), ...lines].join('\n')}\n`;
}
