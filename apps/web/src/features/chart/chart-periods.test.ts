// @vitest-environment node
import { KLINE_PERIODS } from '@halyard/shared';
import { describe, expect, it } from 'vitest';
import { isMorePeriod, MORE_PERIODS, PRIMARY_PERIODS, toChartPeriod, toKlinePeriod } from './chart-periods';

describe('chart periods', () => {
  it('offers the spec five first and the rest behind "more", each once', () => {
    expect(PRIMARY_PERIODS).toEqual(['1min', '60min', '1day', '1week', '1mon']);
    expect(MORE_PERIODS).toEqual(['5min', '15min', '30min', '4hour']);
    expect([...PRIMARY_PERIODS, ...MORE_PERIODS].sort()).toEqual([...KLINE_PERIODS].sort());
    expect(isMorePeriod('4hour')).toBe(true);
    expect(isMorePeriod('1day')).toBe(false);
  });

  it('maps every period to klinecharts and back', () => {
    expect(toChartPeriod('60min')).toEqual({ type: 'hour', span: 1 });
    expect(toChartPeriod('4hour')).toEqual({ type: 'hour', span: 4 });
    expect(toChartPeriod('1mon')).toEqual({ type: 'month', span: 1 });
    for (const period of KLINE_PERIODS) expect(toKlinePeriod(toChartPeriod(period))).toBe(period);
    expect(toKlinePeriod({ type: 'year', span: 1 })).toBeUndefined();
  });

  it('hands klinecharts a fresh object each time', () => {
    expect(toChartPeriod('1day')).not.toBe(toChartPeriod('1day'));
  });
});
