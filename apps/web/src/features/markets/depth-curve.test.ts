import Decimal from '@halyard/shared/decimal';
import { describe, expect, it } from 'vitest';
import type { BookEntry } from './book-grouping';
import { depthCurve, depthPointNear } from './depth-curve';

const entries = (rows: Array<[string, string]>): BookEntry[] => rows.map(([price, size]) => [new Decimal(price), new Decimal(size)]);

describe('the depth chart', () => {
  const curve = depthCurve({
    bids: entries([
      ['99.9', '0.1'],
      ['99.8', '0.25'],
      ['99.5', '1.05'],
    ]),
    asks: entries([
      ['100.1', '0.2'],
      ['100.4', '0.3'],
    ]),
  });

  it('adds each side up from the best price outwards, exactly', () => {
    expect(curve.bids.map((point) => [point.price.toFixed(), point.total.toFixed()])).toEqual([
      ['99.9', '0.1'],
      ['99.8', '0.35'],
      ['99.5', '1.4'],
    ]);
    expect(curve.asks.map((point) => [point.price.toFixed(), point.total.toFixed()])).toEqual([
      ['100.1', '0.2'],
      ['100.4', '0.5'],
    ]);
    // The deeper side sets the scale: 1.4 of bids against 0.5 of asks.
    expect(curve.deepest.toFixed()).toBe('1.4');
  });

  it('reads the level nearest to a touched price', () => {
    expect(depthPointNear(curve, '99.79')).toMatchObject({ side: 'bid' });
    expect(depthPointNear(curve, '99.79')?.point.total.toFixed()).toBe('0.35');
    expect(depthPointNear(curve, '100.35')?.side).toBe('ask');
    expect(depthPointNear(curve, '100.35')?.point.total.toFixed()).toBe('0.5');
    expect(depthPointNear(depthCurve({ bids: [], asks: [] }), '1')).toBeUndefined();
  });
});
