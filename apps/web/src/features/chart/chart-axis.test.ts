// @vitest-environment node
import type { AxisTick } from 'klinecharts';
import { describe, expect, it } from 'vitest';
import { coordOfValue, ticksClearOfLastPrice } from './chart-axis';

/** A price axis as klinecharts makes it: higher prices nearer the top (smaller y). */
const ticks: AxisTick[] = [45480, 45420, 45360, 45300].map((value, index) => ({ value, coord: 40 + index * 60, text: String(value) }));

describe('the price axis beside the last-price tag', () => {
  it('finds where a price sits between the ticks', () => {
    expect(coordOfValue(ticks, 45480)).toBe(40);
    expect(coordOfValue(ticks, 45390)).toBe(130);
    expect(coordOfValue([], 1)).toBeUndefined();
  });

  it('drops the labels the tag would cover and keeps the rest', () => {
    const shown = ticksClearOfLastPrice(ticks, 45425).map((tick) => tick.value);
    expect(shown).toEqual([45480, 45360, 45300]);
    expect(ticksClearOfLastPrice(ticks, 45390).map((tick) => tick.value)).toEqual([45480, 45420, 45360, 45300]);
  });

  it('reads tick values given as text, as klinecharts gives them', () => {
    const asText = ticks.map((tick) => ({ ...tick, value: `${tick.value}.00` }));
    expect(ticksClearOfLastPrice(asText, 45425).map((tick) => tick.text)).toEqual(['45480', '45360', '45300']);
  });

  it('keeps every label without a last price', () => {
    expect(ticksClearOfLastPrice(ticks, undefined)).toHaveLength(4);
  });
});
