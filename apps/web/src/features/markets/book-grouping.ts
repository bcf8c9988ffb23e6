import Decimal from '@halyard/shared/decimal';

/** One level of a book side: price and size, exact. */
export type BookEntry = readonly [price: Decimal, size: Decimal];

/** A book side as the feed sends it: numbers (HTX's shape) or decimal text. */
type FeedSide = ReadonlyArray<readonly [Decimal.Value, Decimal.Value]>;

/** How many times the pair's tick a grouping step may be: the tick itself, x10, x100, x1000. */
export const GROUPING_FACTORS = [1, 10, 100, 1000] as const;

/** The price steps a member may group the book by, finest first: the pair's tick (10^-precision) and its multiples. */
export function groupingSteps(pricePrecision: number): Decimal[] {
  const tick = new Decimal(10).pow(-pricePrecision);
  return GROUPING_FACTORS.map((factor) => tick.times(factor));
}

/**
 * Merges a side's levels into steps of `step`: bids round down and asks up (a merged level never
 * claims a better price than its orders), sizes summed exactly. Best first in, best first out.
 */
export function groupSide(side: FeedSide, step: Decimal.Value, direction: 'bid' | 'ask'): BookEntry[] {
  const unit = new Decimal(step);
  const rounding = direction === 'bid' ? Decimal.ROUND_FLOOR : Decimal.ROUND_CEIL;
  const merged = new Map<string, BookEntry>();
  for (const [rawPrice, rawSize] of side) {
    const price = new Decimal(String(rawPrice)).div(unit).toDecimalPlaces(0, rounding).times(unit);
    const key = price.toString();
    const size = new Decimal(String(rawSize));
    const held = merged.get(key);
    merged.set(key, held ? [held[0], held[1].plus(size)] : [price, size]);
  }
  const ordered = [...merged.values()];
  return ordered.sort((a, b) => (direction === 'bid' ? b[0].comparedTo(a[0]) : a[0].comparedTo(b[0])));
}

/** Both sides of a book grouped by `step`. */
export function groupBook(book: { bids: FeedSide; asks: FeedSide }, step: Decimal.Value): { bids: BookEntry[]; asks: BookEntry[] } {
  return { bids: groupSide(book.bids, step, 'bid'), asks: groupSide(book.asks, step, 'ask') };
}
