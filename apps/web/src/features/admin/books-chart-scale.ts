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
