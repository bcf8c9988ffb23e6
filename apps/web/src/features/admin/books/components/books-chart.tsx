import { useTranslation } from '../../../../lib/i18n';
import { formatAmount } from '../../../../lib/format';
import { chartScale } from '../books-chart-scale';
import { allZero, stackBars } from '../books-series';
import './books-chart.css';

/** One named series of a chart: its legend label, colour (a CSS colour, e.g. a design token) and a decimal text per day. */
export interface ChartLine {
  key: string;
  label: string;
  color: string;
  values: readonly string[];
  /** What the legend shows beside the label: the period's total or the last day's figure, formatted. */
  figure?: string;
}

/** Colours for charts with many series: the design tokens first, then mixes of them (both themes). */
export const CHART_COLORS = [
  'var(--hy-accent)',
  'var(--hy-warning)',
  'var(--hy-success)',
  'var(--hy-danger)',
  'var(--books-chart-5)',
  'var(--books-chart-6)',
  'var(--books-chart-7)',
  'var(--books-chart-8)',
] as const;

export const chartColor = (index: number): string => CHART_COLORS[index % CHART_COLORS.length] ?? 'var(--hy-accent)';

const WIDTH = 320;
const HEIGHT = 140;

// SVG coordinates to a tenth of a pixel (positions, not amounts).
const pixel = (value: number) => Math.round(value * 10) / 10;

/**
 * A chart over the days of the period, in our own SVG: lines (figures that stand at each day's
 * end; `area` shades under a single one) or stacked bars (figures earned during each day, gains up
 * and losses down). Numbers become pixels here only: every figure a reader sees is decimal text.
 */
export function BooksChart({ testId, days, series, kind = 'line', label }: { testId: string; days: readonly string[]; series: readonly ChartLine[]; kind?: 'line' | 'area' | 'bar'; label: string }) {
  const { t } = useTranslation();
  const size = { width: WIDTH, height: HEIGHT };
  const bars = kind === 'bar' ? stackBars(series.map((line) => line.values)) : undefined;
  const scale = chartScale(bars ? bars.extents : days.map((_, index) => series.map((line) => line.values[index] ?? '0')), size);
  const zero = pixel(scale.y('0'));
  const top = pixel(scale.y(scale.max));
  const slot = WIDTH / Math.max(1, days.length);
  const barWidth = Math.max(0.6, slot * 0.68);
  const points = (values: readonly string[]) => values.map((value, index) => `${pixel(scale.x(index))},${pixel(scale.y(value))}`).join(' ');
  const first = days[0] ?? '';
  const last = days[days.length - 1] ?? '';
  return (
    <figure className="books-chart" data-testid={testId}>
      <div className="books-chart__plot">
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={label}>
          {top !== zero && <line x1="0" x2={WIDTH} y1={top} y2={top} className="books-chart__grid" />}
          <line x1="0" x2={WIDTH} y1={zero} y2={zero} className="books-chart__zero" />
          {series.map((line, index) => {
            if (bars) {
              return (
                <g key={line.key} style={{ fill: line.color }} data-testid={`${testId}-${line.key}`}>
                  {(bars.spans[index] ?? []).map((span, day) => {
                    const y1 = scale.y(span.from);
                    const y2 = scale.y(span.to);
                    return Math.abs(y1 - y2) < 0.05 ? null : <rect key={day} x={pixel(day * slot + (slot - barWidth) / 2)} width={pixel(barWidth)} y={pixel(Math.min(y1, y2))} height={pixel(Math.abs(y1 - y2))} rx="0.6" />;
                  })}
                </g>
              );
            }
            const path = points(line.values);
            return (
              <g key={line.key}>
                {kind === 'area' && line.values.length > 1 && (
                  <polygon points={`${pixel(scale.x(0))},${zero} ${path} ${pixel(scale.x(line.values.length - 1))},${zero}`} className="books-chart__area" style={{ fill: line.color }} />
                )}
                <polyline points={path} fill="none" style={{ stroke: line.color }} strokeWidth="2" strokeLinejoin="round" vectorEffect="non-scaling-stroke" data-testid={`${testId}-${line.key}`} />
              </g>
            );
          })}
        </svg>
        {allZero(series) && (
          <p className="books-chart__quiet" aria-hidden="true" data-testid={`${testId}-quiet`}>
            {t('console.books.chartQuiet')}
          </p>
        )}
      </div>
      <div className="books-chart__axis" aria-hidden="true">
        <span>{first}</span>
        <span>{t('console.books.chartMax', { amount: formatAmount(scale.max) })}</span>
        <span>{last}</span>
      </div>
      <figcaption className="books-chart__legend" data-testid={`${testId}-legend`}>
        {series.map((line) => (
          <span key={line.key} className="books-chart__key">
            <i style={{ background: line.color }} aria-hidden="true" />
            {line.label}
            {line.figure !== undefined && <strong>{line.figure}</strong>}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
