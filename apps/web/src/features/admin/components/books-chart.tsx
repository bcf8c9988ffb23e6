import type { Books } from '@halyard/shared';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../lib/format';
import type { MessageKey } from '../../../lib/i18n';
import { chartScale, everyDay } from '../books-chart-scale';
import './books-chart.css';

type Day = Books['days'][number];
type Figure = 'depositsUsdt' | 'withdrawalsUsdt' | 'feesUsdt' | 'housePnlUsdt';

const SERIES: ReadonlyArray<{ figure: Figure; label: MessageKey; color: string }> = [
  { figure: 'depositsUsdt', label: 'console.books.deposits', color: 'var(--hy-success)' },
  { figure: 'withdrawalsUsdt', label: 'console.books.withdrawals', color: 'var(--hy-danger)' },
  { figure: 'feesUsdt', label: 'console.books.fees', color: 'var(--hy-accent)' },
  { figure: 'housePnlUsdt', label: 'console.books.housePnl', color: 'var(--hy-warning)' },
];

const WIDTH = 320;
const HEIGHT = 140;

/**
 * The daily flows of the period (every day of it, quiet ones at zero) as lines over time (deposits, withdrawals, fees, house PnL in
 * USDT), drawn in SVG from the same rows as the table beside it. Numbers become pixels here only:
 * every figure a reader sees is the decimal text of the table and the cards.
 */
export function BooksChart({ rows, period }: { rows: Books['days']; period: number }) {
  const { t } = useTranslation();
  const days = everyDay(rows, period, new Date());
  const scale = chartScale(
    days.map((day) => SERIES.map((series) => day[series.figure])),
    { width: WIDTH, height: HEIGHT },
  );
  // SVG coordinates to a tenth of a pixel (positions, not amounts).
  const pixel = (value: number) => String(Math.round(value * 10) / 10);
  const points = (figure: Figure) => days.map((day: Day, index) => `${pixel(scale.x(index))},${pixel(scale.y(day[figure]))}`).join(' ');
  const first = days[0]?.day ?? '';
  const last = days[days.length - 1]?.day ?? '';
  return (
    <figure className="books-chart" data-testid="books-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={t('console.books.chartLabel', { from: first, to: last })}>
        <line x1="0" x2={WIDTH} y1={scale.y('0')} y2={scale.y('0')} className="books-chart__zero" />
        {SERIES.map((series) => (
          <polyline key={series.figure} points={points(series.figure)} fill="none" stroke={series.color} strokeWidth="2" vectorEffect="non-scaling-stroke" data-testid={`books-chart-${series.figure}`} />
        ))}
      </svg>
      <div className="books-chart__axis" aria-hidden="true">
        <span>{first}</span>
        <span>{t('console.books.chartMax', { amount: formatAmount(scale.max) })}</span>
        <span>{last}</span>
      </div>
      <figcaption className="books-chart__legend">
        {SERIES.map((series) => (
          <span key={series.figure}>
            <i style={{ background: series.color }} aria-hidden="true" />
            {t(series.label)}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
