import { USDT, type BoxOpeningRow } from '@halyard/shared';
import { Button, Popup } from 'antd-mobile';
import Decimal from '@halyard/shared/decimal';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { formatAmount, formatClock, formatSignedAmount } from '../../../lib/format';
import { boxOutcome } from '../box-outcome';

/** The result right after opening: what the box paid against what it cost, when the engine credits it, and the way to check it. */
export function OpenResult({ opening, detailPath, onClose }: { opening: BoxOpeningRow | null; detailPath: (id: number) => string; onClose: () => void }) {
  const { t } = useTranslation();
  const outcome = opening ? boxOutcome(opening) : undefined;
  return (
    <Popup visible={opening !== null} onMaskClick={onClose} onClose={onClose} position="bottom" bodyClassName="open-result" destroyOnClose>
      {opening && outcome && (
        <section className="open-result__body" aria-live="polite" data-testid="open-result">
          <p className="open-result__level">{t('blindBox.tier.level', { level: opening.level })}</p>
          <h2 className="open-result__prize" data-testid="open-result-prize" data-tone={outcome.tone}>
            {t('blindBox.open.resultTitle', { paid: formatAmount(outcome.paid, 2), price: formatAmount(outcome.price, 2) })}
            {' · '}
            <span className={`open-result__net open-result__net--${outcome.tone}`} data-testid="open-result-net">
              {formatSignedAmount(outcome.net, 2)}
            </span>
          </h2>
          {new Decimal(opening.gift).gt(0) && <p className="open-result__gift">{t('blindBox.open.resultParts', { prize: formatAmount(opening.prize, 2), gift: formatAmount(opening.gift, 2) })}</p>}
          <p className="open-result__payout" data-testid="open-result-payout">
            {t('blindBox.open.payout', { time: formatClock(new Date(opening.payoutAt).getTime()), total: formatAmount(outcome.paid, 2), coin: USDT })}
          </p>
          <dl className="open-result__facts">
            <div>
              <dt>{t('blindBox.detail.nonce')}</dt>
              <dd>{opening.nonce}</dd>
            </div>
            <div>
              <dt>{t('blindBox.detail.roll')}</dt>
              <dd className="seed-panel__mono">{opening.roll}</dd>
            </div>
          </dl>
          <Link className="open-result__details" to={detailPath(opening.id)} onClick={onClose} data-testid="open-result-details">
            {t('blindBox.open.details')}
          </Link>
          <Button block fill="outline" onClick={onClose} data-testid="open-result-close">
            {t('blindBox.open.close')}
          </Button>
        </section>
      )}
    </Popup>
  );
}
