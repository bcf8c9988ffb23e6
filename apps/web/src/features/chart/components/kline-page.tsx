import { IndicatorToggles } from './indicator-toggles';
import { KlineChart } from './kline-chart';
import { MarketStats } from './market-stats';
import { PeriodTabs } from './period-tabs';
import { TradeActions } from './trade-actions';
import { useChartSettingsStore } from '../stores/chart-settings-store';
import '../chart.css';

/** The chart page of a pair: 24 h figures, period and indicator choices, the chart, buy and sell. */
export function KlinePage({ pair, tradePath }: { pair: string; tradePath: string }) {
  const period = useChartSettingsStore((state) => state.period);
  const mainIndicators = useChartSettingsStore((state) => state.mainIndicators);
  const subIndicators = useChartSettingsStore((state) => state.subIndicators);
  const choosePeriod = useChartSettingsStore((state) => state.choosePeriod);
  const toggleMainIndicator = useChartSettingsStore((state) => state.toggleMainIndicator);
  const toggleSubIndicator = useChartSettingsStore((state) => state.toggleSubIndicator);
  return (
    <div className="kline-page" data-testid="kline-page">
      <MarketStats pair={pair} />
      <div className="kline-page__panel">
        <PeriodTabs period={period} onChange={choosePeriod} />
        <IndicatorToggles main={mainIndicators} sub={subIndicators} onToggleMain={toggleMainIndicator} onToggleSub={toggleSubIndicator} />
        <KlineChart pair={pair} period={period} mainIndicators={mainIndicators} subIndicators={subIndicators} />
      </div>
      <TradeActions pair={pair} tradePath={tradePath} />
    </div>
  );
}
