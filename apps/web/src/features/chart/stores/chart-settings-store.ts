import type { KlinePeriod } from '@halyard/shared';
import { create } from 'zustand';
import { DEFAULT_PERIOD } from '../chart-periods';

/** Indicators drawn over the candles. */
export const MAIN_INDICATORS = ['MA', 'EMA', 'BOLL'] as const;
export type MainIndicator = (typeof MAIN_INDICATORS)[number];

/** Indicators drawn in a pane of their own below the candles. */
export const SUB_INDICATORS = ['VOL', 'MACD', 'KDJ', 'RSI'] as const;
export type SubIndicator = (typeof SUB_INDICATORS)[number];

interface ChartSettingsState {
  period: KlinePeriod;
  mainIndicators: readonly MainIndicator[];
  subIndicators: readonly SubIndicator[];
  choosePeriod: (period: KlinePeriod) => void;
  toggleMainIndicator: (name: MainIndicator) => void;
  toggleSubIndicator: (name: SubIndicator) => void;
}

/** Adds or removes `name`, keeping the catalogue's order so panes never swap places. */
export function toggleIn<T extends string>(catalogue: readonly T[], current: readonly T[], name: T): readonly T[] {
  const next = current.includes(name) ? current.filter((item) => item !== name) : [...current, name];
  return catalogue.filter((item) => next.includes(item));
}

export const DEFAULT_CHART_SETTINGS = {
  period: DEFAULT_PERIOD,
  mainIndicators: ['MA'],
  subIndicators: ['VOL'],
} as const satisfies Pick<ChartSettingsState, 'period' | 'mainIndicators' | 'subIndicators'>;

/** What the chart shows; kept for the session so coming back to the chart keeps the choice. */
export const useChartSettingsStore = create<ChartSettingsState>((set) => ({
  ...DEFAULT_CHART_SETTINGS,
  choosePeriod: (period) => set({ period }),
  toggleMainIndicator: (name) => set((state) => ({ mainIndicators: toggleIn(MAIN_INDICATORS, state.mainIndicators, name) })),
  toggleSubIndicator: (name) => set((state) => ({ subIndicators: toggleIn(SUB_INDICATORS, state.subIndicators, name) })),
}));
