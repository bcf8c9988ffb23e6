// The formatter (exact BigInt arithmetic) against decimal.js at the app's precision (40 digits).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import Decimal from './decimal.js';
import { changeNumber, changePercent, changeSign, formatAmount, formatCompact, formatPercent } from './format.js';

/** What the web app formatted with decimal.js before the formatter moved here: the reference. */
const reference = {
  decimal(value: number | Decimal): Decimal | undefined {
    const decimal = new Decimal(typeof value === 'number' ? String(value) : value);
    return decimal.isFinite() ? decimal : undefined;
  },
  amount(value: number | Decimal, decimals: number, { grouping = true } = {}): string {
    const decimal = reference.decimal(value);
    if (!decimal) return '--';
    const fixed = decimal.toDecimalPlaces(decimals, Decimal.ROUND_DOWN).toFixed(decimals);
    if (!grouping) return fixed;
    const [whole = '', fraction] = fixed.split('.');
    const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    return fraction === undefined ? grouped : `${grouped}.${fraction}`;
  },
  changePercent(open: number, close: number): Decimal | undefined {
    const from = reference.decimal(open);
    const to = reference.decimal(close);
    if (!from || !to || from.isZero()) return undefined;
    return to.minus(from).div(from).times(100);
  },
  percent(value: Decimal | undefined): string {
    if (!value) return '--';
    const text = reference.amount(value, 2, { grouping: false });
    return value.gt(0) ? `+${text}%` : `${text}%`;
  },
  compact(value: number): string {
    const decimal = reference.decimal(value);
    if (!decimal) return '--';
    for (const [size, unit] of [[new Decimal('1e12'), 'T'], [new Decimal('1e9'), 'B'], [new Decimal('1e6'), 'M'], [new Decimal('1e3'), 'K']] as const) {
      if (decimal.abs().gte(size)) return `${reference.amount(decimal.div(size), 2, { grouping: false })}${unit}`;
    }
    return reference.amount(decimal, 2);
  },
};

const price = fc.oneof(
  fc.double({ min: 1e-9, max: 1e13, noNaN: true, noDefaultInfinity: true }),
  fc.integer({ min: 0, max: 10_000_000 }).map((cents) => cents / 100),
  fc.constantFrom(0, 1, 0.1, 0.3, 1e-7, 1.5e21, 99999.999, 123456789.12345679),
);

describe('the formatter (no decimal.js) against decimal.js', () => {
  it('formats amounts the same, truncated and grouped', () => {
    fc.assert(
      fc.property(fc.oneof(price, price.map((value) => -value)), fc.integer({ min: 0, max: 12 }), fc.boolean(), (value, decimals, grouping) => {
        expect(formatAmount(value, decimals, { grouping })).toBe(reference.amount(value, decimals, { grouping }));
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
        const change = reference.changePercent(open, close);
        expect(formatPercent(changePercent(open, close))).toBe(reference.percent(change));
        expect(changeNumber(open, close)).toBe(change?.toNumber());
        expect(changeSign(open, close)).toBe(!change || change.isZero() ? 0 : change.isPositive() ? 1 : -1);
      }),
      { numRuns: 3000 },
    );
  });

  it('shortens volumes the same', () => {
    fc.assert(
      fc.property(price, (value) => {
        expect(formatCompact(value)).toBe(reference.compact(value));
      }),
      { numRuns: 3000 },
    );
  });

  it('says -- for what is not a number, and signs nothing at zero', () => {
    expect(formatAmount(Number.NaN, 2)).toBe('--');
    expect(formatPercent(changePercent(0, 5))).toBe('--');
    expect(formatAmount(-0.001, 2)).toBe('0.00');
    expect(formatPercent(changePercent(100, 100.001))).toBe('+0.00%');
    expect(formatPercent(changePercent(100, 100))).toBe('0.00%');
  });
});
