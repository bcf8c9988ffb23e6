// @vitest-environment node
// The precision the app runs decimal.js at (40 digits), whichever test file loaded first.
import '@halyard/shared/decimal';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changeNumber, changeSign, formatChangePercent, formatExactAmount, formatExactCompact } from '@halyard/shared';
import { changePercent, formatAmount, formatCompact, formatPercent } from './format';

const price = fc.oneof(
  fc.double({ min: 1e-9, max: 1e13, noNaN: true, noDefaultInfinity: true }),
  fc.integer({ min: 0, max: 10_000_000 }).map((cents) => cents / 100),
  fc.constantFrom(0, 1, 0.1, 0.3, 1e-7, 1.5e21, 99999.999, 123456789.12345679),
);

describe('exact figures (no decimal.js) against lib/format.ts', () => {
  it('formats amounts the same, truncated and grouped', () => {
    fc.assert(
      fc.property(fc.oneof(price, price.map((value) => -value)), fc.integer({ min: 0, max: 12 }), fc.boolean(), (value, decimals, grouping) => {
        expect(formatExactAmount(value, decimals, { grouping })).toBe(formatAmount(value, decimals, { grouping }));
      }),
      { numRuns: 3000 },
    );
  });

  // A day's change stays far below 10^14 %: the pairs compared keep close / open under 10^12.
  const quote = fc.oneof(
    fc.double({ min: 1e-6, max: 1e9, noNaN: true, noDefaultInfinity: true }),
    fc.integer({ min: 1, max: 10_000_000 }).map((cents) => cents / 100),
    fc.constantFrom(0, 0.1, 0.3, 1e-6, 99999.999, 123456789.12345679),
  );

  it('computes the 24 h change the same', () => {
    fc.assert(
      fc.property(quote, quote, (open, close) => {
        fc.pre(open === 0 || close / open < 1e12);
        const change = changePercent(open, close);
        expect(formatChangePercent(open, close)).toBe(formatPercent(change));
        expect(changeNumber(open, close)).toBe(change?.toNumber());
        expect(changeSign(open, close)).toBe(!change || change.isZero() ? 0 : change.isPositive() ? 1 : -1);
      }),
      { numRuns: 3000 },
    );
  });

  it('shortens volumes the same', () => {
    fc.assert(
      fc.property(price, (value) => {
        expect(formatExactCompact(value)).toBe(formatCompact(value));
      }),
      { numRuns: 3000 },
    );
  });

  it('says -- for what is not a number, and signs nothing at zero', () => {
    expect(formatExactAmount(Number.NaN, 2)).toBe('--');
    expect(formatChangePercent(0, 5)).toBe('--');
    expect(formatExactAmount(-0.001, 2)).toBe('0.00');
    expect(formatChangePercent(100, 100.001)).toBe('+0.00%');
    expect(formatChangePercent(100, 100)).toBe('0.00%');
  });
});
