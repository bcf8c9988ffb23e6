import { changeSign } from '../../lib/exact-figures';

export type Trend = 'up' | 'down' | 'flat';

/** Which way a price went from `open` to `close`: the colour of its figures (up green, down red). */
export function trendOf(open: number, close: number): Trend {
  const sign = changeSign(open, close);
  return sign === 0 ? 'flat' : sign > 0 ? 'up' : 'down';
}
