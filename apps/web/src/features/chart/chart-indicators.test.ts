// @vitest-environment node
import type { Indicator, IndicatorCreate, IndicatorFilter } from 'klinecharts';
import { describe, expect, it } from 'vitest';
import { applyIndicators, CANDLE_PANE_ID, drawnIndicatorNames, subPaneId, type IndicatorHost } from './chart-indicators';

/** A stand-in for the chart that records indicators by name and pane, as klinecharts does. */
function fakeChart(): IndicatorHost & { panes: () => Record<string, string[]> } {
  let indicators: Array<Pick<Indicator, 'id' | 'name' | 'paneId'>> = [];
  return {
    getIndicators: () => indicators as Indicator[],
    createIndicator: (value: string | IndicatorCreate, isStack?: boolean) => {
      const create = typeof value === 'string' ? { name: value } : value;
      const paneId = create.paneId ?? 'auto';
      if (!isStack) indicators = indicators.filter((indicator) => indicator.paneId !== paneId);
      const id = `${create.name}_${paneId}`;
      indicators.push({ id, name: create.name, paneId });
      return id;
    },
    removeIndicator: (filter?: IndicatorFilter) => {
      const before = indicators.length;
      indicators = indicators.filter((indicator) => indicator.id !== filter?.id);
      return indicators.length < before;
    },
    panes: () => {
      const panes: Record<string, string[]> = {};
      for (const indicator of indicators) (panes[indicator.paneId] ??= []).push(indicator.name);
      return panes;
    },
  };
}

describe('applyIndicators', () => {
  it('stacks main indicators over the candles and gives each sub indicator its own pane', () => {
    const chart = fakeChart();
    applyIndicators(chart, ['MA', 'BOLL'], ['VOL', 'MACD']);
    expect(chart.panes()).toEqual({
      [CANDLE_PANE_ID]: ['MA', 'BOLL'],
      [subPaneId('VOL')]: ['VOL'],
      [subPaneId('MACD')]: ['MACD'],
    });
  });

  it('removes what was turned off and leaves the rest alone', () => {
    const chart = fakeChart();
    applyIndicators(chart, ['MA'], ['VOL']);
    const volumeId = chart.getIndicators().find((indicator) => indicator.name === 'VOL')?.id;
    applyIndicators(chart, ['EMA'], ['VOL', 'RSI']);
    expect(drawnIndicatorNames(chart)).toBe('VOL,EMA,RSI');
    expect(chart.getIndicators().find((indicator) => indicator.name === 'VOL')?.id).toBe(volumeId);
    applyIndicators(chart, [], []);
    expect(drawnIndicatorNames(chart)).toBe('');
  });
});
