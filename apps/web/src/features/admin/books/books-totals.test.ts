// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { booksTotals } from './books-totals';

describe('books totals', () => {
  it('adds the days in decimal, without float error', () => {
    const days = [
      { day: '2026-01-01', depositsUsdt: '0.1', withdrawalsUsdt: '0', feesUsdt: '0.2', housePnlUsdt: '-5.5' },
      { day: '2026-01-02', depositsUsdt: '0.2', withdrawalsUsdt: '20', feesUsdt: '0.1', housePnlUsdt: '2.25' },
    ];
    const totals = booksTotals(days);
    expect([totals.depositsUsdt, totals.withdrawalsUsdt, totals.feesUsdt, totals.housePnlUsdt].map(String)).toEqual(['0.3', '20', '0.3', '-3.25']);
  });

  it('is zero over no days', () => {
    expect(Object.values(booksTotals([])).map(String)).toEqual(['0', '0', '0', '0']);
  });
});
