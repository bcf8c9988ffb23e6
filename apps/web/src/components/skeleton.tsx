import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from '../lib/i18n';

/**
 * A grey bar in a line of text: it sits in the same line box as the text it stands for, so the
 * row keeps its final height when the data arrives (no layout shift).
 */
export function SkeletonText({ width }: { width: string }) {
  return <span className="skeleton-text" style={{ width }} aria-hidden="true" />;
}

/** A grey block of a fixed size (an icon, a chart, a card). */
export function SkeletonBlock({ width = '100%', height, round = false }: { width?: CSSProperties['width']; height: CSSProperties['height']; round?: boolean }) {
  return <span className={round ? 'skeleton-block skeleton-block--round' : 'skeleton-block'} style={{ width, height }} aria-hidden="true" />;
}

/**
 * Placeholders of the final size while data loads, instead of a lone spinner; screen readers hear
 * "Loading". Kept under the loading-state test id, so a test waits for it to go.
 */
export function Skeleton({ children, className, testId = 'loading-state' }: { children: ReactNode; className?: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className={className ? `skeleton ${className}` : 'skeleton'} role="status" aria-busy="true" data-testid={testId}>
      <span className="visually-hidden">{t('common.loading')}</span>
      {children}
    </div>
  );
}

const WIDTHS = ['62%', '48%', '70%', '55%', '66%', '44%'];

function widthAt(index: number): string {
  return WIDTHS[index % WIDTHS.length] ?? '60%';
}

/** Rows of a record list (transfers, deposits, bills): title and amount, date and status. */
export function RecordRowsSkeleton({ rows = 4, testId }: { rows?: number; testId?: string }) {
  return (
    <Skeleton testId={testId}>
      <ul className="record-list">
        {Array.from({ length: rows }, (_, index) => (
          <li key={index}>
            <div className="record-row">
              <span className="record-row__title">
                <SkeletonText width={widthAt(index)} />
              </span>
              <span className="record-row__amount">
                <SkeletonText width="72px" />
              </span>
              <span className="record-row__meta">
                <SkeletonText width="120px" />
              </span>
              <span className="record-row__status">
                <SkeletonText width="56px" />
              </span>
            </div>
          </li>
        ))}
      </ul>
    </Skeleton>
  );
}

/**
 * The row at the end of a list while its next page loads on scroll: not the page loading (a long
 * list shows it until the reader scrolls down), so it has its own test id.
 */
export function MoreRowsSkeleton() {
  return <RecordRowsSkeleton rows={1} testId="list-more" />;
}

/** The label and value rows of a record's detail page, under its amount. */
export function DetailSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <Skeleton>
      <div className="record-hero">
        <div className="record-hero__amount">
          <SkeletonText width="160px" />
        </div>
        <span className="status-tag status-tag--skeleton">
          <SkeletonText width="48px" />
        </span>
      </div>
      <dl className="detail-list">
        {Array.from({ length: rows }, (_, index) => (
          <div key={index} className="detail-list__row">
            <dt>
              <SkeletonText width="72px" />
            </dt>
            <dd>
              <SkeletonText width={index % 2 ? '96px' : '132px'} />
            </dd>
          </div>
        ))}
      </dl>
    </Skeleton>
  );
}

/** A form being prepared (its options come from the server): labels, fields and the button. */
export function FormSkeleton({ fields = 3 }: { fields?: number }) {
  return (
    <Skeleton className="money-form">
      {Array.from({ length: fields }, (_, index) => (
        <div key={index} className="form-skeleton__field">
          <span className="money-form__label">
            <SkeletonText width="88px" />
          </span>
          <SkeletonBlock height={44} />
        </div>
      ))}
      <SkeletonBlock height={48} />
    </Skeleton>
  );
}

/** Cards of the same size as the real ones (accounts, plans). */
export function CardsSkeleton({ count = 3, height = 86 }: { count?: number; height?: number }) {
  return (
    <Skeleton className="cards-skeleton">
      {Array.from({ length: count }, (_, index) => (
        <SkeletonBlock key={index} height={height} />
      ))}
    </Skeleton>
  );
}

/** A whole page while its code or first data loads: two titled sections of rows. */
export function PageSkeleton() {
  return (
    <Skeleton className="page-skeleton">
      {[3, 4].map((rows, section) => (
        <div key={section} className="page-section">
          <h2 className="page-section__title">
            <SkeletonText width="96px" />
          </h2>
          {Array.from({ length: rows }, (_, index) => (
            <div key={index} className="record-row">
              <span className="record-row__title">
                <SkeletonText width={widthAt(index + section)} />
              </span>
              <span className="record-row__amount">
                <SkeletonText width="64px" />
              </span>
              <span className="record-row__meta">
                <SkeletonText width="112px" />
              </span>
            </div>
          ))}
        </div>
      ))}
    </Skeleton>
  );
}
