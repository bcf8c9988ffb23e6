import { useId, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';

export const CHART_VIEWS = ['kline', 'depth', 'trades'] as const;
export type ChartView = (typeof CHART_VIEWS)[number];

function ExpandIcon({ expanded }: { expanded: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      {expanded ? <path d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" /> : <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />}
    </svg>
  );
}

interface ChartViewsProps {
  view: ChartView;
  onChange: (view: ChartView) => void;
  /** The panel the tabs control. */
  panelId: string;
  landscape: boolean;
  onLandscape: () => void;
}

/** K-line | Depth | Latest trades, and the full-screen landscape switch. */
export function ChartViews({ view, onChange, panelId, landscape, onLandscape }: ChartViewsProps) {
  const { t } = useTranslation();
  const id = useId();
  const move = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const next = CHART_VIEWS[(index + step + CHART_VIEWS.length) % CHART_VIEWS.length];
    if (step === 0 || !next) return;
    event.preventDefault();
    onChange(next);
    document.getElementById(`${id}-${next}`)?.focus();
  };
  return (
    <div className="chart-views">
      <div className="chart-views__tabs" role="tablist" aria-label={t('chart.views.label')}>
        {CHART_VIEWS.map((key, index) => (
          <button
            key={key}
            id={`${id}-${key}`}
            type="button"
            role="tab"
            aria-selected={key === view}
            aria-controls={panelId}
            tabIndex={key === view ? 0 : -1}
            className="chart-views__tab"
            onClick={() => onChange(key)}
            onKeyDown={(event) => move(event, index)}
            data-testid={`chart-view-${key}`}
          >
            {t(`chart.views.${key}`)}
          </button>
        ))}
      </div>
      <button
        type="button"
        className="chart-views__landscape"
        aria-label={t(landscape ? 'chart.landscape.close' : 'chart.landscape.open')}
        title={t(landscape ? 'chart.landscape.close' : 'chart.landscape.open')}
        onClick={onLandscape}
        data-testid={landscape ? 'chart-landscape-close' : 'chart-landscape'}
      >
        <ExpandIcon expanded={landscape} />
      </button>
    </div>
  );
}
