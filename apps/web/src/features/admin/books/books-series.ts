import type { BooksSeriesDay } from '@halyard/shared';
import Decimal from '@halyard/shared/decimal';
import { everyDayOf } from './books-chart-scale';

/** One named line or bar series of a books chart: a decimal text per day of the period. */
export interface ChartSeries {
  key: string;
  values: string[];
}

/** A bar's span on one day: from one decimal to another (a stack grows up from zero for gains, down for losses). */
export interface BarSpan {
  from: string;
  to: string;
}

/**
 * Every day of the period, oldest first, ending today (UTC), from the server's series: a day it did
 * not send (the period's edge on another clock) is quiet: zero figures and no ledger check.
 */
export function seriesDays(series: readonly BooksSeriesDay[], count: number, today: Date): BooksSeriesDay[] {
  const first = series[0];
  return everyDayOf(series, count, today, (day) => ({
    day,
    feesByProduct: (first?.feesByProduct ?? []).map((row) => ({ product: row.product, usdt: '0' })),
    housePnlByProduct: (first?.housePnlByProduct ?? []).map((row) => ({ product: row.product, usdt: '0' })),
    openInterest: (first?.openInterest ?? []).map((row) => ({ pair: row.pair, longMargin: '0', shortMargin: '0', positions: 0 })),
    optionsInFlight: { count: 0, amountUsdt: '0' },
    stakingLiabilities: { count: 0, usdt: '0' },
    prizesOwed: { count: 0, usdt: '0' },
    ledger: null,
  }));
}

/** One series per product (in the order they first appear), a product missing on a day at zero. */
export function productSeries(days: readonly BooksSeriesDay[], pick: (day: BooksSeriesDay) => ReadonlyArray<{ product: string; usdt: string }>): ChartSeries[] {
  const products = [...new Set(days.flatMap((day) => pick(day).map((row) => row.product)))];
  return products.map((product) => ({ key: product, values: days.map((day) => pick(day).find((row) => row.product === product)?.usdt ?? '0') }));
}

/** Two series per pair: the margin of its long and of its short positions at each day's end. */
export function interestSeries(days: readonly BooksSeriesDay[]): Array<ChartSeries & { pair: string; side: 'long' | 'short' }> {
  const pairs = [...new Set(days.flatMap((day) => day.openInterest.map((row) => row.pair)))];
  return pairs.flatMap((pair) =>
    (['long', 'short'] as const).map((side) => ({
      key: `${pair}-${side}`,
      pair,
      side,
      values: days.map((day) => {
        const row = day.openInterest.find((cell) => cell.pair === pair);
        return (side === 'long' ? row?.longMargin : row?.shortMargin) ?? '0';
      }),
    })),
  );
}

/** The sum of a series over the period (for figures earned during each day). */
export function periodTotal(values: readonly string[]): string {
  return values.reduce((total, value) => total.plus(value), new Decimal(0)).toString();
}

/** The last day's figure (for figures that stand at each day's end). */
export function lastValue(values: readonly string[]): string {
  return values[values.length - 1] ?? '0';
}

/**
 * Stacked bars: each day, the series' gains stack up from zero and their losses down from it, in
 * series order. Returns each series' span per day, and per day the stack's top and bottom (what
 * the scale must reach).
 */
export function stackBars(series: ReadonlyArray<readonly string[]>): { spans: BarSpan[][]; extents: string[][] } {
  const days = series[0]?.length ?? 0;
  const up = Array.from({ length: days }, () => new Decimal(0));
  const down = Array.from({ length: days }, () => new Decimal(0));
  const spans = series.map((values) =>
    values.map((value, day) => {
      const amount = new Decimal(value);
      const stack = amount.isNegative() ? down : up;
      const from = stack[day] ?? new Decimal(0);
      const to = from.plus(amount);
      stack[day] = to;
      return { from: from.toString(), to: to.toString() };
    }),
  );
  return { spans, extents: up.map((top, day) => [top.toString(), (down[day] ?? new Decimal(0)).toString()]) };
}

/** Whether a chart has nothing to draw: no series, or every figure of every day at zero. */
export function allZero(series: ReadonlyArray<{ values: readonly string[] }>): boolean {
  return series.every((line) => line.values.every((value) => new Decimal(value).isZero()));
}

export type LedgerMark = 'ok' | 'bad' | 'none';

/** Each day's nightly ledger check as a mark: balanced, out of balance, or none that day. */
export function ledgerMarks(days: readonly BooksSeriesDay[]): LedgerMark[] {
  return days.map((day) => (day.ledger ? (day.ledger.ok ? 'ok' : 'bad') : 'none'));
}
