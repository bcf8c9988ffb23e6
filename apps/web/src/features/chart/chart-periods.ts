import { KLINE_PERIODS, SPEC_KLINE_PERIODS, type KlinePeriod } from '@halyard/shared';
import type { Period } from 'klinecharts';

/** The spec's five periods come first as tabs; the rest sit behind "more". */
export const PRIMARY_PERIODS: readonly KlinePeriod[] = SPEC_KLINE_PERIODS;
export const MORE_PERIODS: readonly KlinePeriod[] = KLINE_PERIODS.filter((period) => !PRIMARY_PERIODS.includes(period));

export const DEFAULT_PERIOD: KlinePeriod = '1min';

/** Our (HTX) period names in klinecharts' terms. */
const CHART_PERIODS: Readonly<Record<KlinePeriod, Period>> = {
  '1min': { type: 'minute', span: 1 },
  '5min': { type: 'minute', span: 5 },
  '15min': { type: 'minute', span: 15 },
  '30min': { type: 'minute', span: 30 },
  '60min': { type: 'hour', span: 1 },
  '4hour': { type: 'hour', span: 4 },
  '1day': { type: 'day', span: 1 },
  '1week': { type: 'week', span: 1 },
  '1mon': { type: 'month', span: 1 },
};

/** A fresh object each time: klinecharts keeps the one it is given. */
export function toChartPeriod(period: KlinePeriod): Period {
  return { ...CHART_PERIODS[period] };
}

export function toKlinePeriod(period: Period): KlinePeriod | undefined {
  return KLINE_PERIODS.find((name) => CHART_PERIODS[name].type === period.type && CHART_PERIODS[name].span === period.span);
}

export function isMorePeriod(period: KlinePeriod): boolean {
  return MORE_PERIODS.includes(period);
}
