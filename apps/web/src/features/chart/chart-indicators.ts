import type { Chart } from 'klinecharts';
import type { MainIndicator, SubIndicator } from './stores/chart-settings-store';

/** klinecharts' id of the pane that draws the candles. */
export const CANDLE_PANE_ID = 'candle_pane';

/** Each sub indicator gets a pane of its own, named after it, so it can be found again. */
export function subPaneId(name: SubIndicator): string {
  return `pane_${name.toLowerCase()}`;
}

export type IndicatorHost = Pick<Chart, 'getIndicators' | 'createIndicator' | 'removeIndicator'>;

/** Makes the chart draw exactly the chosen indicators: main ones stacked over the candles, sub ones below. */
export function applyIndicators(chart: IndicatorHost, main: readonly MainIndicator[], sub: readonly SubIndicator[]): void {
  const wanted = new Set<string>([...main, ...sub]);
  for (const indicator of chart.getIndicators()) {
    if (!wanted.has(indicator.name)) chart.removeIndicator({ id: indicator.id });
  }
  const drawn = new Set(chart.getIndicators().map((indicator) => indicator.name));
  for (const name of main) {
    if (!drawn.has(name)) chart.createIndicator({ name, paneId: CANDLE_PANE_ID }, true);
  }
  for (const name of sub) {
    if (!drawn.has(name)) chart.createIndicator({ name, paneId: subPaneId(name) });
  }
}

/** What the chart really draws, for tests and the benchmark (`data-indicators`). */
export function drawnIndicatorNames(chart: Pick<Chart, 'getIndicators'>): string {
  return chart
    .getIndicators()
    .map((indicator) => indicator.name)
    .join(',');
}
