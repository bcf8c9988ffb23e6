// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chartScale, everyDay, everyDayOf } from './books-chart-scale';

describe('the books chart scale', () => {
  const size = { width: 300, height: 100 };

  it('puts the highest figure at the top, zero at the bottom, and days evenly across', () => {
    const scale = chartScale([['0', '10'], ['40', '5'], ['20', '0']], size, 0);
    expect(scale.max).toBe('40');
    expect(scale.y('40')).toBe(0);
    expect(scale.y('0')).toBe(100);
    expect(scale.y('10')).toBe(75);
    expect([0, 1, 2].map(scale.x)).toEqual([0, 150, 300]);
  });

  it('keeps a loss below zero in view', () => {
    const scale = chartScale([['30', '-10']], size, 0);
    expect(scale.y('-10')).toBe(100);
    expect(scale.y('0')).toBe(75);
    expect(scale.x(0)).toBe(150);
  });

  it('draws a period without any money on the bottom line', () => {
    const scale = chartScale([['0', '0'], ['0', '0']], size, 5);
    expect(scale.max).toBe('0');
    expect(scale.y('0')).toBe(95);
  });
});

describe('the days the books chart draws', () => {
  it('shows every day of the period up to today, quiet days as zero', () => {
    const row = { day: '2026-11-24', depositsUsdt: '5', withdrawalsUsdt: '1', feesUsdt: '0.1', housePnlUsdt: '-2' };
    const days = everyDay([row], 3, new Date('2026-11-25T23:59:00Z'));
    expect(days.map((day) => day.day)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
    expect(days[1]).toBe(row);
    expect(days[2]).toEqual({ day: '2026-11-25', depositsUsdt: '0', withdrawalsUsdt: '0', feesUsdt: '0', housePnlUsdt: '0' });
  });
});

describe('the days of any books series', () => {
  it('keeps the rows it has and makes the quiet days', () => {
    const rows = [{ day: '2026-11-25', value: '3' }];
    expect(everyDayOf(rows, 2, new Date('2026-11-25T00:00:00Z'), (day) => ({ day, value: '0' }))).toEqual([
      { day: '2026-11-24', value: '0' },
      { day: '2026-11-25', value: '3' },
    ]);
  });
});
