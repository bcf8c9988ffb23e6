import Decimal from '@halyard/shared/decimal';
import { candleStart, KLINE_PERIODS, nextCandleStart, type KlinePeriod, type KlineTick } from '@halyard/shared';
import { CandleSeries } from './candle-series.js';
import { QUOTE_VOLUME_PLACES, roundTo, type Precision } from './ccxt-values.js';
import type { FeedCore, FormingCandle, PairState } from './feed-core.js';

/** Periods kept from the 1-minute stream rather than watched one by one. */
const DERIVED_PERIODS = KLINE_PERIODS.filter((period) => period !== '1min');
/** A forming candle the stream has not rolled over this long into the next period is fetched again. */
const STALE_FORMING_GRACE_S = 10;

export function foldMinute(state: PairState, minute: KlineTick): void {
  const held = state.forming.get('1min')?.candle;
  if (held && minute.id < held.id) return;
  if (held && minute.id > held.id) closeCandle(state, '1min', held, minute.id);
  state.forming.set('1min', { candle: minute });
  for (const period of DERIVED_PERIODS) {
    const start = candleStart(period, minute.id);
    const forming = state.forming.get(period);
    if (!forming) {
      // Without a REST candle a period can still be followed from its very first minute.
      if (start === minute.id) state.forming.set(period, { candle: { ...minute, id: start }, folded: foldedOf(minute) });
      continue;
    }
    if (start < forming.candle.id) continue;
    if (start > forming.candle.id) {
      closeCandle(state, period, forming.candle, start);
      state.forming.set(period, { candle: { ...minute, id: start }, folded: foldedOf(minute) });
      continue;
    }
    state.forming.set(period, foldInto(forming, minute, state.precision));
  }
}

/** A candle the live stream saw to its end joins the history (it covers up to the next one's open). */
function closeCandle(state: PairState, period: KlinePeriod, candle: KlineTick, nextOpen: number): void {
  seriesOf(state, period).record(candle.id, Math.max(nextOpen, nextCandleStart(period, candle.id)), [candle]);
}

export function forgetFormingCandles(feed: FeedCore): void {
  for (const state of feed.states.values()) {
    state.forming.clear();
    state.minuteMark = undefined;
  }
}

export function seriesOf(state: PairState, period: KlinePeriod): CandleSeries {
  let series = state.series.get(period);
  if (!series) {
    series = new CandleSeries();
    state.series.set(period, series);
  }
  return series;
}

/** The held forming candle, unless the stream left it behind in a period that is over. */
export function freshForming(feed: FeedCore, state: PairState, period: KlinePeriod): KlineTick | undefined {
  const candle = state.forming.get(period)?.candle;
  const graceStart = candleStart(period, Math.floor(feed.nowMs() / 1000) - STALE_FORMING_GRACE_S);
  return candle && candle.id >= graceStart ? candle : undefined;
}

/** A forming candle from REST, taken unless the stream already holds that period (or a later one). */
export function offerForming(feed: FeedCore, state: PairState, period: KlinePeriod, candle: KlineTick): void {
  const held = state.forming.get(period)?.candle;
  if ((held && held.id >= candle.id) || candle.id < candleStart(period, Math.floor(feed.nowMs() / 1000))) return;
  if (period === '1min') {
    state.forming.set(period, { candle });
    return;
  }
  const minute = state.forming.get('1min')?.candle;
  if (minute && candleStart(period, minute.id) === candle.id) {
    // The minute's volume so far is in the REST candle already; its extremes are safe to take either way.
    const high = Math.max(candle.high, minute.high);
    const low = Math.min(candle.low, minute.low);
    state.forming.set(period, { candle: { ...candle, high, low }, folded: foldedOf(minute) });
    return;
  }
  state.forming.set(period, { candle, folded: { id: candleStart('1min', Math.floor(feed.nowMs() / 1000)) } });
}

/** Adds a 1-minute update to a larger period's forming candle: prices by extremes, volumes by what is new since the last fold. */
function foldInto(forming: FormingCandle, minute: KlineTick, precision: Precision): FormingCandle {
  const { candle, folded } = forming;
  const sameMinute = folded?.id === minute.id;
  // A minute the REST candle already holds (its volume so far, or all of it): only its prices count.
  if ((sameMinute && folded.amount === undefined) || (folded && minute.id < folded.id)) {
    const prices = { ...candle, high: Math.max(candle.high, minute.high), low: Math.min(candle.low, minute.low), close: minute.close };
    return { candle: prices, folded: sameMinute ? foldedOf(minute) : folded };
  }
  const countedAmount = sameMinute ? (folded.amount ?? 0) : 0;
  const countedVol = sameMinute ? (folded.vol ?? 0) : 0;
  return {
    candle: {
      ...candle,
      high: Math.max(candle.high, minute.high),
      low: Math.min(candle.low, minute.low),
      close: minute.close,
      amount: roundTo(new Decimal(candle.amount).plus(minute.amount).minus(countedAmount), precision.amount),
      vol: roundTo(new Decimal(candle.vol).plus(minute.vol).minus(countedVol), QUOTE_VOLUME_PLACES),
    },
    folded: foldedOf(minute),
  };
}

function foldedOf(minute: KlineTick): NonNullable<FormingCandle['folded']> {
  return { id: minute.id, amount: minute.amount, vol: minute.vol };
}
