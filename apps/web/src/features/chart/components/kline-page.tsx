import { lazy, Suspense, type ReactNode } from 'react';
import { KlineChartLoading } from './chart-loading';
import { IndicatorToggles } from './indicator-toggles';
import { PeriodTabs } from './period-tabs';
import { TradeActions } from './trade-actions';
import { useChartSettingsStore } from '../stores/chart-settings-store';
import '../chart.css';

/** The chart with klinecharts, a chunk of its own: the figures, tabs and buttons do not wait for it. */
const KlineChart = lazy(() => import('./kline-chart').then((module) => ({ default: module.KlineChart })));

/**
 * The chart page of a pair: its 24 h figures (`stats`, from the markets feature), period and
 * indicator choices, the chart, buy and sell.
 */
export function KlinePage({ pair, tradePath, stats }: { pair: string; tradePath: string; stats?: ReactNode }) {
  const period = useChartSettingsStore((state) => state.period);
  const mainIndicators = useChartSettingsStore((state) => state.mainIndicators);
  const subIndicators = useChartSettingsStore((state) => state.subIndicators);
  const choosePeriod = useChartSettingsStore((state) => state.choosePeriod);
  const toggleMainIndicator = useChartSettingsStore((state) => state.toggleMainIndicator);
  const toggleSubIndicator = useChartSettingsStore((state) => state.toggleSubIndicator);
  return (
    <div className="kline-page" data-testid="kline-page">
      {stats}
      <div className="kline-page__panel">
        <PeriodTabs period={period} onChange={choosePeriod} />
        <IndicatorToggles main={mainIndicators} sub={subIndicators} onToggleMain={toggleMainIndicator} onToggleSub={toggleSubIndicator} />
        <Suspense fallback={<KlineChartLoading pair={pair} period={period} subIndicators={subIndicators} />}>
          <KlineChart pair={pair} period={period} mainIndicators={mainIndicators} subIndicators={subIndicators} />
        </Suspense>
      </div>
      <TradeActions pair={pair} tradePath={tradePath} />
    </div>
  );
}
