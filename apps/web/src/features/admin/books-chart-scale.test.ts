import { describe, expect, it } from 'vitest';
import { chartScale } from './books-chart-scale';

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
