import type { BooksSeriesDay } from '@halyard/shared';
import { useTranslation } from '../../../../lib/i18n';
import type { MessageKey } from '../../../../lib/i18n';
import { ledgerMarks, type LedgerMark } from '../books-series';
import './books-chart.css';

const WIDTH = 320;
const HEIGHT = 28;

const MARKS: ReadonlyArray<{ mark: LedgerMark; label: MessageKey; swatch: string }> = [
  { mark: 'ok', label: 'console.books.ledgerDayOk', swatch: 'var(--hy-success)' },
  { mark: 'bad', label: 'console.books.ledgerDayBad', swatch: 'var(--hy-danger)' },
  { mark: 'none', label: 'console.books.ledgerDayNone', swatch: 'var(--hy-surface-muted)' },
];

/** Each day's last nightly ledger check over the period: a cell per day, balanced, out of balance or none. */
export function BooksLedgerStrip({ days }: { days: readonly BooksSeriesDay[] }) {
  const { t } = useTranslation();
  const marks = ledgerMarks(days);
  const count = (mark: LedgerMark) => marks.filter((each) => each === mark).length;
  const slot = WIDTH / Math.max(1, days.length);
  const gap = slot > 4 ? 1.5 : 0.3;
  const first = days[0]?.day ?? '';
  const last = days[days.length - 1]?.day ?? '';
  return (
    <figure className="books-chart books-strip" data-testid="books-chart-ledger">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={t('console.books.ledgerSummary', { from: first, to: last, ok: count('ok'), bad: count('bad'), none: count('none') })}
      >
        {marks.map((mark, index) => (
          <rect key={days[index]?.day ?? index} x={index * slot + gap / 2} width={Math.max(0.3, slot - gap)} y="0" height={HEIGHT} rx="1" className={`books-strip__${mark}`} data-mark={mark} />
        ))}
      </svg>
      <div className="books-chart__axis" aria-hidden="true">
        <span>{first}</span>
        <span>{last}</span>
      </div>
      <figcaption className="books-chart__legend" data-testid="books-chart-ledger-legend">
        {MARKS.map((entry) => (
          <span key={entry.mark} className="books-chart__key">
            <i style={{ background: entry.swatch }} aria-hidden="true" />
            {t(entry.label)}
            <strong>{count(entry.mark)}</strong>
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
