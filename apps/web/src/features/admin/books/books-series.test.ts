// @vitest-environment node
import type { BooksSeriesDay } from '@halyard/shared';
import { describe, expect, it } from 'vitest';
import { allZero, interestSeries, lastValue, ledgerMarks, periodTotal, productSeries, seriesDays, stackBars } from './books-series';

const quiet = (day: string): BooksSeriesDay => ({
  day,
  feesByProduct: [],
  housePnlByProduct: [],
  openInterest: [],
  optionsInFlight: { count: 0, amountUsdt: '0' },
  stakingLiabilities: { count: 0, usdt: '0' },
  prizesOwed: { count: 0, usdt: '0' },
  ledger: null,
});

const busy: BooksSeriesDay = {
  ...quiet('2026-11-24'),
  feesByProduct: [
    { product: 'contract', usdt: '0.5' },
    { product: 'options', usdt: '2' },
  ],
  housePnlByProduct: [{ product: 'contract', usdt: '-20' }],
  openInterest: [{ pair: 'btcusdt', longMargin: '100', shortMargin: '40', positions: 2 }],
  ledger: { ok: true, checkedAt: '2026-11-24T00:00:05.000Z', accounts: 3, entries: 9, unbalancedAccounts: 0, unbalancedEntries: 0 },
};

describe('the books series over time', () => {
  const days = seriesDays([busy], 3, new Date('2026-11-25T08:00:00Z'));

  it('has every day of the period, the quiet ones at zero with the same products and pairs', () => {
    expect(days.map((day) => day.day)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
    expect(days[1]).toBe(busy);
    expect(days[2]?.feesByProduct).toEqual([
      { product: 'contract', usdt: '0' },
      { product: 'options', usdt: '0' },
    ]);
    expect(days[0]?.openInterest).toEqual([{ pair: 'btcusdt', longMargin: '0', shortMargin: '0', positions: 0 }]);
    expect(days[0]?.ledger).toBeNull();
  });

  it('gives one series per product and two per pair, a day by day', () => {
    expect(productSeries(days, (day) => day.feesByProduct)).toEqual([
      { key: 'contract', values: ['0', '0.5', '0'] },
      { key: 'options', values: ['0', '2', '0'] },
    ]);
    expect(interestSeries(days).map(({ key, values }) => ({ key, values }))).toEqual([
      { key: 'btcusdt-long', values: ['0', '100', '0'] },
      { key: 'btcusdt-short', values: ['0', '40', '0'] },
    ]);
  });

  it('sums a period in decimal and reads its last day', () => {
    expect(periodTotal(['0.1', '0.2', '-0.05'])).toBe('0.25');
    expect(lastValue(['1', '2', '3'])).toBe('3');
    expect(lastValue([])).toBe('0');
  });

  it('knows a chart with nothing to draw', () => {
    expect(allZero([])).toBe(true);
    expect(allZero([{ values: ['0', '0.000'] }, { values: ['0'] }])).toBe(true);
    expect(allZero([{ values: ['0', '-0.01'] }])).toBe(false);
  });

  it('stacks gains up from zero and losses down from it', () => {
    const { spans, extents } = stackBars([
      ['1', '-2'],
      ['3', '-1'],
      ['-4', '0.5'],
    ]);
    expect(spans[0]).toEqual([
      { from: '0', to: '1' },
      { from: '0', to: '-2' },
    ]);
    expect(spans[1]).toEqual([
      { from: '1', to: '4' },
      { from: '-2', to: '-3' },
    ]);
    expect(spans[2]).toEqual([
      { from: '0', to: '-4' },
      { from: '0', to: '0.5' },
    ]);
    expect(extents).toEqual([
      ['4', '-4'],
      ['0.5', '-3'],
    ]);
  });

  it('marks each day balanced, out of balance, or without a check', () => {
    const bad = { ...busy, day: '2026-11-25', ledger: { ...busy.ledger!, ok: false, unbalancedEntries: 1 } };
    expect(ledgerMarks([quiet('2026-11-23'), busy, bad])).toEqual(['none', 'ok', 'bad']);
  });
});
