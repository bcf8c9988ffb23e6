import type { AxisTick } from 'klinecharts';

/**
 * Room above and below the candles: above for the indicator legend (up to three lines on a phone
 * on the month view) and the high mark under it, below for the low mark, so no label sits on
 * another. Below 1 a gap is a share of the pane's height, from 1 up it is pixels (klinecharts).
 */
export const CANDLE_AXIS_GAP = { top: 0.45, bottom: 28 } as const;

/** A sub pane's bars start under its legend (two lines): the default of every new pane's axis. */
export const SUB_AXIS_GAP = { top: 40, bottom: 4 } as const;

/** Half the last-price tag's height plus half a tick label's, and a little air. */
export const LAST_PRICE_CLEARANCE = 16;

/** Where a value sits on the axis, read off two ticks (a price axis is linear), or undefined without two. */
export function coordOfValue(ticks: readonly AxisTick[], value: number): number | undefined {
  // klinecharts gives a price tick's value as the text it formats ("45480.00").
  const numeric = ticks.map((tick) => ({ coord: tick.coord, value: Number(tick.value) })).filter((tick) => Number.isFinite(tick.value));
  const first = numeric[0];
  const last = numeric.at(-1);
  if (!first || !last || first.value === last.value) return undefined;
  return first.coord + ((value - first.value) * (last.coord - first.coord)) / (last.value - first.value);
}

/** The axis labels the last-price tag would cover are left out: the tag says the price there. */
export function ticksClearOfLastPrice(ticks: AxisTick[], lastPrice: number | undefined, clearance = LAST_PRICE_CLEARANCE): AxisTick[] {
  if (lastPrice === undefined) return ticks;
  const coord = coordOfValue(ticks, lastPrice);
  if (coord === undefined) return ticks;
  return ticks.filter((tick) => Math.abs(tick.coord - coord) >= clearance);
}
