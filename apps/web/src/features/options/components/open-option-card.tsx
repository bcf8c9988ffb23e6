import { pricePrecisionOf, USDT, type OptionRow } from '@halyard/shared';
import { useTranslation } from '../../../lib/i18n';
import { OptionTitle } from './option-title';
import { StatusTag } from '../../../components/status-tag';
import { useIndexPrice } from '../../../entities/trading';
import { formatAmount, formatPrice } from '../../../lib/format';
import { elapsedShare, formatCountdown, secondsLeft, standingOf } from '../option-rules';
import { winPayout } from '../order-draft';

/** An option in position: the countdown to its close second, and the live price against the buy price. */
export function OpenOptionCard({ row, now }: { row: OptionRow; now: number }) {
  const { t } = useTranslation();
  const live = useIndexPrice(row.pair);
  const left = secondsLeft(row.closeTime, now);
  const standing = standingOf(row.direction, row.buyPrice, live);
  const precision = pricePrecisionOf(row.pair);
  return (
    <article className="option-card" data-testid={`option-open-${row.id}`}>
      <header className="option-card__head">
        <OptionTitle row={row} />
        <StatusTag label={t('options.status.open')} tone="pending" status="open" testId="option-open-status" />
      </header>
      <div className="option-countdown">
        <span className="option-countdown__label">{t('options.position.closesIn')}</span>
        <strong className="option-countdown__time" data-testid="option-countdown" role="timer">
          {formatCountdown(left)}
        </strong>
        <span className="option-countdown__bar" aria-hidden="true">
          <span style={{ width: `${Math.round(elapsedShare(row, now) * 1000) / 10}%` }} />
        </span>
      </div>
      <dl className="option-card__grid">
        <div className="option-figure">
          <dt>{t('options.field.buyPrice')}</dt>
          <dd data-testid="option-buy-price">{formatPrice(row.buyPrice, precision)}</dd>
        </div>
        <div className="option-figure">
          <dt>{t('options.field.livePrice')}</dt>
          <dd className={standing ? `option-standing--${standing}` : undefined} data-testid="option-live-price" data-standing={standing}>
            {live === undefined ? '--' : formatPrice(live, precision)}
          </dd>
        </div>
        <div className="option-figure">
          <dt>{t('options.field.amount')}</dt>
          <dd data-testid="option-open-amount">
            {formatAmount(row.amount, 2)} {USDT}
          </dd>
        </div>
        <div className="option-figure">
          <dt>{t('options.field.winPayout')}</dt>
          <dd>
            {formatAmount(winPayout(row.amount, row.profitRate), 2)} {USDT}
          </dd>
        </div>
      </dl>
      {standing && (
        <p className={`option-standing option-standing--${standing}`} data-testid="option-standing">
          {t(`options.position.${standing}`)}
        </p>
      )}
    </article>
  );
}
