import type { ContractRow } from '@halyard/shared';
import { useTranslation } from '../../../lib/i18n';
import { CoinIcon } from '../../../components/coin-icon';
import { formatPair } from '../../../lib/format';

/** Pair, side and leverage: the first line of every position, order and history row. */
export function ContractTitle({ row }: { row: Pick<ContractRow, 'pair' | 'side' | 'leverage'> }) {
  const { t } = useTranslation();
  return (
    <span className="contract-title">
      <CoinIcon pair={row.pair} size={20} />
      <strong>{formatPair(row.pair)}</strong>
      <span className={`contract-badge contract-badge--${row.side}`} data-testid="contract-row-side">
        {t(`contract.side.${row.side}`)} {t('contract.form.leverageValue', { leverage: row.leverage })}
      </span>
    </span>
  );
}
