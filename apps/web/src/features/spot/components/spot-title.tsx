import type { SpotRow } from '@halyard/shared';
import { useTranslation } from '../../../lib/i18n';
import { CoinIcon } from '../../../components/coin-icon';
import { formatPair } from '../../../lib/format';

/** Pair, side and order type: the first line of every open order and history row. */
export function SpotTitle({ row }: { row: Pick<SpotRow, 'pair' | 'side' | 'priceType'> }) {
  const { t } = useTranslation();
  return (
    <span className="spot-title">
      <CoinIcon pair={row.pair} size={20} />
      <strong>{formatPair(row.pair)}</strong>
      <span className={`spot-badge spot-badge--${row.side}`} data-testid="spot-row-side">
        {t(`spot.side.${row.side}`)}
      </span>
      <span className="spot-title__type">{t(`spot.priceType.${row.priceType}`)}</span>
    </span>
  );
}
