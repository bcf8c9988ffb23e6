// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CHART_SETTINGS, MAIN_INDICATORS, toggleIn, useChartSettingsStore } from './chart-settings-store';

describe('the chart settings', () => {
  beforeEach(() => useChartSettingsStore.setState(DEFAULT_CHART_SETTINGS));

  it('starts on 1min with MA over the candles and VOL below', () => {
    const { period, mainIndicators, subIndicators } = useChartSettingsStore.getState();
    expect({ period, mainIndicators, subIndicators }).toEqual({ period: '1min', mainIndicators: ['MA'], subIndicators: ['VOL'] });
  });

  it('toggles indicators on and off, in the catalogue order', () => {
    const store = useChartSettingsStore.getState();
    store.toggleSubIndicator('RSI');
    store.toggleSubIndicator('MACD');
    expect(useChartSettingsStore.getState().subIndicators).toEqual(['VOL', 'MACD', 'RSI']);
    store.toggleSubIndicator('VOL');
    expect(useChartSettingsStore.getState().subIndicators).toEqual(['MACD', 'RSI']);
    store.toggleMainIndicator('BOLL');
    store.toggleMainIndicator('MA');
    store.toggleMainIndicator('EMA');
    expect(useChartSettingsStore.getState().mainIndicators).toEqual(['EMA', 'BOLL']);
  });

  it('chooses a period', () => {
    useChartSettingsStore.getState().choosePeriod('1week');
    expect(useChartSettingsStore.getState().period).toBe('1week');
  });

  it('toggleIn keeps only catalogue names', () => {
    expect(toggleIn(MAIN_INDICATORS, [], 'BOLL')).toEqual(['BOLL']);
    expect(toggleIn(MAIN_INDICATORS, ['BOLL', 'MA'], 'MA')).toEqual(['BOLL']);
  });
});
