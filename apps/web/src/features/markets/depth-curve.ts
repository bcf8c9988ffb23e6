import Decimal from '@halyard/shared/decimal';
import type { BookEntry } from './book-grouping';

/** One step of the depth chart: at `price`, `total` of the coin rests from the best price to here. */
export interface DepthPoint {
  price: Decimal;
  total: Decimal;
}

export interface DepthCurve {
  /** Best (highest) bid first, totals growing away from the spread. */
  bids: DepthPoint[];
  /** Best (lowest) ask first, totals growing away from the spread. */
  asks: DepthPoint[];
  /** The deeper side's total: the chart's vertical scale. */
  deepest: Decimal;
}

function accumulate(side: readonly BookEntry[]): DepthPoint[] {
  let total = new Decimal(0);
  return side.map(([price, size]) => {
    total = total.plus(size);
    return { price, total };
  });
}

/** The cumulative bids and asks of a book, each side best first. */
export function depthCurve(book: { bids: readonly BookEntry[]; asks: readonly BookEntry[] }): DepthCurve {
  const bids = accumulate(book.bids);
  const asks = accumulate(book.asks);
  const deepest = Decimal.max(bids.at(-1)?.total ?? 0, asks.at(-1)?.total ?? 0);
  return { bids, asks, deepest };
}

/** The point of the curve nearest to a price, for the reading a touch shows. */
export function depthPointNear(curve: DepthCurve, price: Decimal.Value): { side: 'bid' | 'ask'; point: DepthPoint } | undefined {
  const wanted = new Decimal(price);
  let best: { side: 'bid' | 'ask'; point: DepthPoint; distance: Decimal } | undefined;
  for (const side of ['bid', 'ask'] as const) {
    for (const point of side === 'bid' ? curve.bids : curve.asks) {
      const distance = point.price.minus(wanted).abs();
      if (!best || distance.lessThan(best.distance)) best = { side, point, distance };
    }
  }
  return best && { side: best.side, point: best.point };
}
