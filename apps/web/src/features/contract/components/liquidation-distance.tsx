import { pricePrecisionOf, type ContractRow } from '@halyard/shared';
import { useTranslation } from '../../../lib/i18n';
import { formatPercent, formatPrice } from '../../../lib/format';
import { liquidationDistance } from '../position-close';

interface LiquidationDistanceProps {
  row: ContractRow;
  openPrice: string;
  liquidation: string;
  mark: string;
}

/**
 * How far the mark price is from liquidation, in price and %, with how much of the way from entry
 * has gone: calm, then amber from half way, red from the margin-warning line (MARGIN_WARNING_SHARE).
 */
export function LiquidationDistanceLine({ row, openPrice, liquidation, mark }: LiquidationDistanceProps) {
  const { t } = useTranslation();
  const distance = liquidationDistance(row.side, openPrice, liquidation, mark);
  const progress = Math.round(distance.progress.times(100).toNumber());
  return (
    <div className={`contract-distance contract-distance--${distance.tone}`} data-testid="position-distance" data-tone={distance.tone}>
      <span className="contract-distance__label">{t('contract.position.toLiquidation')}</span>
      <span className="contract-distance__value" data-testid="position-distance-value">
        {formatPrice(distance.distance, pricePrecisionOf(row.pair))} ({formatPercent(distance.percent, { signed: false })})
      </span>
      <span
        className="contract-distance__meter"
        role="meter"
        aria-label={t('contract.position.toLiquidationWay')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        aria-valuetext={t('contract.position.wayValue', { share: progress })}
      >
        <span style={{ width: `${progress}%` }} />
      </span>
    </div>
  );
}
