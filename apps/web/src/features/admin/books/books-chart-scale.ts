import Decimal from '@halyard/shared/decimal';

export interface ChartScale {
  /** The largest figure drawn (decimal text), what the top of the chart stands for. */
  max: string;
  x(index: number): number;
  y(value: string): number;
}

/**
 * Where the books chart draws each figure: days evenly across, values from the lowest (or zero)
 * at the bottom to the highest at the top, with a little room at both edges. A flat period (all
 * zero) keeps zero on the bottom line instead of dividing by nothing.
 */
export function chartScale(rows: ReadonlyArray<readonly string[]>, size: { width: number; height: number }, padding = 6): ChartScale {
  const values = rows.flat().map((value) => new Decimal(value));
  const max = Decimal.max(0, ...values);
  const min = Decimal.min(0, ...values);
  const span = max.minus(min);
  const inner = size.height - padding * 2;
  const steps = Math.max(1, rows.length - 1);
  return {
    max: max.toString(),
    x: (index) => (rows.length === 1 ? size.width / 2 : (index / steps) * size.width),
    y: (value) => (span.isZero() ? size.height - padding : size.height - padding - new Decimal(value).minus(min).div(span).times(inner).toNumber()),
  };
}

interface BooksDay {
  day: string;
  depositsUsdt: string;
  withdrawalsUsdt: string;
  feesUsdt: string;
  housePnlUsdt: string;
}

/**
 * Every day of the period, oldest first, ending today (UTC): the books list only days that had
 * rows, but a chart over time must show the quiet days as zero, not join their neighbours.
 */
export function everyDay(days: readonly BooksDay[], count: number, today: Date): BooksDay[] {
  return everyDayOf(days, count, today, (day) => ({ day, depositsUsdt: '0', withdrawalsUsdt: '0', feesUsdt: '0', housePnlUsdt: '0' }));
}

/** The same days for any rows keyed by day: a day without a row gets `quiet(day)`. */
export function everyDayOf<Row extends { day: string }>(rows: readonly Row[], count: number, today: Date, quiet: (day: string) => Row): Row[] {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: count }, (_, index) => {
    const day = new Date(end - (count - 1 - index) * 86_400_000).toISOString().slice(0, 10);
    return byDay.get(day) ?? quiet(day);
  });
}
