import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aggregateCandles, splitCandle, splitInteger, unitsToDecimal, type IntCandle } from './candles.js';
import { hashWords, Random } from './random.js';

const parentCandle = fc
  .record({
    low: fc.integer({ min: 1, max: 10_000_000 }),
    range: fc.integer({ min: 0, max: 2_000_000 }),
    openAt: fc.double({ min: 0, max: 1, noNaN: true }),
    closeAt: fc.double({ min: 0, max: 1, noNaN: true }),
    amount: fc.integer({ min: 0, max: 1e12 }),
    vol: fc.integer({ min: 0, max: 1e13 }),
    count: fc.integer({ min: 0, max: 1e7 }),
  })
  .map(({ low, range, openAt, closeAt, amount, vol, count }): IntCandle => ({
    time: 1_700_000_000,
    low,
    high: low + range,
    open: low + Math.round(range * openAt),
    close: low + Math.round(range * closeAt),
    amount,
    vol,
    count,
  }));

describe('splitCandle', () => {
  it('draws children that add up to their parent exactly, whatever the parent', () => {
    fc.assert(
      fc.property(parentCandle, fc.constantFrom(2, 3, 4, 5, 6, 60), fc.integer(), (parent, parts, seed) => {
        const children = splitCandle(parent, parts, 60, new Random(seed));
        expect(children).toHaveLength(parts);
        expect(aggregateCandles(parent.time, children)).toEqual(parent);
        children.forEach((child, index) => {
          expect(child.time).toBe(parent.time + index * 60);
          expect(child.low).toBeLessThanOrEqual(Math.min(child.open, child.close));
          expect(child.high).toBeGreaterThanOrEqual(Math.max(child.open, child.close));
          expect(Number.isInteger(child.open) && Number.isInteger(child.low) && Number.isInteger(child.amount)).toBe(true);
          // Each child opens where the one before it closed.
          if (index > 0) expect(child.open).toBe(children[index - 1]?.close);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('is a pure function of its parent and its random stream', () => {
    const parent: IntCandle = { time: 0, open: 100, high: 180, low: 60, close: 150, amount: 1000, vol: 90_000, count: 77 };
    const seed = hashWords([1, 2, 3]);
    expect(splitCandle(parent, 6, 10, new Random(seed))).toEqual(splitCandle(parent, 6, 10, new Random(seed)));
    expect(splitCandle(parent, 6, 10, new Random(seed + 1))).not.toEqual(splitCandle(parent, 6, 10, new Random(seed)));
  });
});

describe('splitInteger', () => {
  it('always sums to the total, never negative', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 52 }), fc.array(fc.double({ min: 0.001, max: 1e9, noNaN: true }), { minLength: 1, maxLength: 60 }), (total, weights) => {
        const shares = splitInteger(total, weights);
        expect(shares.reduce((sum, share) => sum + share, 0)).toBe(total);
        expect(shares.every((share) => Number.isInteger(share) && share >= 0)).toBe(true);
      }),
    );
  });
});

describe('unitsToDecimal', () => {
  it('writes integer units as exact decimal text', () => {
    expect(unitsToDecimal(9_512_345, 2)).toBe('95123.45');
    expect(unitsToDecimal(5, 9)).toBe('0.000000005');
    expect(unitsToDecimal(42, 0)).toBe('42');
    expect(unitsToDecimal(-150, 2)).toBe('-1.50');
  });
});
