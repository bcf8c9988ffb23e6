import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ChartViews, type ChartView } from './chart-views';
import { KlineChartLoading } from './chart-loading';
import { IndicatorToggles } from './indicator-toggles';
import { PeriodTabs } from './period-tabs';
import { TradeActions } from './trade-actions';
import { enterLandscape, leaveLandscape, type LandscapeMode } from '../landscape';
import { useChartSettingsStore } from '../stores/chart-settings-store';
import '../chart.css';
import '../chart-views.css';

/** The chart with klinecharts, a chunk of its own: the figures, tabs and buttons do not wait for it. */
const KlineChart = lazy(() => import('./kline-chart').then((module) => ({ default: module.KlineChart })));

interface KlinePageProps {
  pair: string;
  tradePath: string;
  /** The pair's 24 h figures (from the markets feature). */
  stats?: ReactNode;
  /** The depth chart and the latest trades (from the markets feature), each a tab beside the K-line. */
  depth?: ReactNode;
  trades?: ReactNode;
}

/**
 * The chart page of a pair: its 24 h figures, K-line | Depth | Latest trades, period and indicator
 * choices, drawing tools, the chart (full screen in landscape on demand), buy and sell.
 */
export function KlinePage({ pair, tradePath, stats, depth, trades }: KlinePageProps) {
  const period = useChartSettingsStore((state) => state.period);
  const mainIndicators = useChartSettingsStore((state) => state.mainIndicators);
  const subIndicators = useChartSettingsStore((state) => state.subIndicators);
  const choosePeriod = useChartSettingsStore((state) => state.choosePeriod);
  const toggleMainIndicator = useChartSettingsStore((state) => state.toggleMainIndicator);
  const toggleSubIndicator = useChartSettingsStore((state) => state.toggleSubIndicator);
  const [view, setView] = useState<ChartView>('kline');
  const [landscape, setLandscape] = useState<LandscapeMode | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  // Leaving full screen by the system (back gesture, Esc) leaves landscape too.
  useEffect(() => {
    const follow = () => {
      if (!document.fullscreenElement) setLandscape((mode) => (mode === 'screen' ? null : mode));
    };
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, []);

  const toggleLandscape = () => {
    const panel = panelRef.current;
    if (landscape) {
      setLandscape(null);
      void leaveLandscape();
    } else if (panel) {
      setView('kline');
      setLandscape('rotated');
      void enterLandscape(panel).then(setLandscape);
    }
  };

  return (
    <div className="kline-page" data-testid="kline-page">
      {stats}
      <div
        ref={panelRef}
        className={landscape ? `kline-page__panel kline-page__panel--landscape kline-page__panel--${landscape}` : 'kline-page__panel'}
        data-testid="chart-panel"
        data-landscape={landscape ?? 'off'}
      >
        <ChartViews view={view} onChange={setView} panelId={panelId} landscape={landscape !== null} onLandscape={toggleLandscape} />
        <div id={panelId} role="tabpanel" className="kline-page__view">
          {/* The K-line stays mounted behind the other views: its candles, zoom and drawings are kept. */}
          <div className="kline-page__kline" hidden={view !== 'kline'}>
            <PeriodTabs period={period} onChange={choosePeriod} />
            <IndicatorToggles main={mainIndicators} sub={subIndicators} onToggleMain={toggleMainIndicator} onToggleSub={toggleSubIndicator} />
            <Suspense fallback={<KlineChartLoading pair={pair} period={period} subIndicators={subIndicators} />}>
              <KlineChart pair={pair} period={period} mainIndicators={mainIndicators} subIndicators={subIndicators} />
            </Suspense>
          </div>
          {view === 'depth' && depth}
          {view === 'trades' && <div className="kline-page__trades">{trades}</div>}
        </div>
      </div>
      <TradeActions pair={pair} tradePath={tradePath} />
    </div>
  );
}
