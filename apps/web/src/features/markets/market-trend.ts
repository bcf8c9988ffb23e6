import { changePercent } from '../../lib/format';

export type Trend = 'up' | 'down' | 'flat';

/** Which way a price went from `open` to `close`: the colour of its figures (up green, down red). */
export function trendOf(open: number, close: number): Trend {
  const change = changePercent(open, close);
  if (!change || change.isZero()) return 'flat';
  return change.isPositive() ? 'up' : 'down';
}
