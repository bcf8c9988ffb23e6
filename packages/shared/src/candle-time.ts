import type { KlinePeriod } from './contracts/market.js';

/**
 * Candle boundaries, all in UTC seconds: fixed-length periods align to the epoch, weeks start on
 * Monday 00:00 and months on the 1st 00:00 (never the viewer's time zone).
 */
export const PERIOD_SECONDS: Readonly<Record<Exclude<KlinePeriod, '1mon'>, number>> = {
  '1min': 60,
  '5min': 300,
  '15min': 900,
  '30min': 1800,
  '60min': 3600,
  '4hour': 14_400,
  '1day': 86_400,
  '1week': 604_800,
};

const DAY = 86_400;
/** 1970-01-01 was a Thursday; Monday 1969-12-29 is three days earlier. */
const MONDAY_OFFSET = 3 * DAY;

function floorTo(value: number, step: number): number {
  return Math.floor(value / step) * step;
}

/** The open time of the candle of `period` that contains `seconds`. */
export function candleStart(period: KlinePeriod, seconds: number): number {
  if (period === '1mon') {
    const date = new Date(seconds * 1000);
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / 1000;
  }
  if (period === '1week') return floorTo(seconds + MONDAY_OFFSET, PERIOD_SECONDS['1week']) - MONDAY_OFFSET;
  return floorTo(seconds, PERIOD_SECONDS[period]);
}

/** The open time of the candle after the one opened at `start`. */
export function nextCandleStart(period: KlinePeriod, start: number): number {
  if (period === '1mon') {
    const date = new Date(start * 1000);
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) / 1000;
  }
  return start + PERIOD_SECONDS[period];
}

/** The open time of the candle before the one opened at `start`. */
export function previousCandleStart(period: KlinePeriod, start: number): number {
  if (period === '1mon') {
    const date = new Date(start * 1000);
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 1, 1) / 1000;
  }
  return start - PERIOD_SECONDS[period];
}
