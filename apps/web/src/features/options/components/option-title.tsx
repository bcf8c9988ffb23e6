import type { OptionRow } from '@halyard/shared';
import { useTranslation } from '../../../lib/i18n';
import { CoinIcon } from '../../../components/coin-icon';
import { formatPair } from '../../../lib/format';

/** Pair, direction and time: the first line of every option. */
export function OptionTitle({ row }: { row: Pick<OptionRow, 'pair' | 'direction' | 'period'> }) {
  const { t } = useTranslation();
  return (
    <span className="option-title">
      <CoinIcon pair={row.pair} size={20} />
      <strong>{formatPair(row.pair)}</strong>
      <span className={`option-badge option-badge--${row.direction}`} data-testid="option-row-direction">
        {t(`options.direction.${row.direction}`)}
      </span>
      <span className="option-title__period">{t('options.form.periodValue', { seconds: row.period })}</span>
    </span>
  );
}
