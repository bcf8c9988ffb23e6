import { pricePrecisionOf, QUOTE_COIN, type ContractRow } from '@halyard/shared';
import Decimal from '@halyard/shared/decimal';
import { useTranslation } from '../../../lib/i18n';
import { ContractTitle } from './contract-title';
import { trendClass } from './position-card';
import { StatusTag } from '../../../components/status-tag';
import { formatDateTime, formatPrice, formatSignedAmount } from '../../../lib/format';
import { OUTCOME_TONES, outcomeOf } from '../position-rules';

/** A finished order: how it ended, its realised PnL, close price and time; pressing it opens the detail. */
export function HistoryRow({ row, onOpen }: { row: ContractRow; onOpen: (row: ContractRow) => void }) {
  const { t } = useTranslation();
  const outcome = outcomeOf(row);
  const pnl = row.realizedPnl === null ? undefined : new Decimal(row.realizedPnl);
  return (
    <button type="button" className="contract-history" onClick={() => onOpen(row)} data-testid={`history-${row.id}`} data-outcome={outcome}>
      <span className="contract-history__top">
        <ContractTitle row={row} />
        {outcome && <StatusTag label={t(`contract.reason.${outcome}`)} tone={OUTCOME_TONES[outcome]} status={outcome} testId="history-reason" />}
      </span>
      <span className="contract-history__bottom">
        <span className="contract-history__meta">
          {row.closePrice ? `${t('contract.field.closePrice')} ${formatPrice(row.closePrice, pricePrecisionOf(row.pair))} · ` : ''}
          {formatDateTime(row.closedAt ?? row.createdAt)}
        </span>
        <span className={`contract-history__pnl ${trendClass(pnl)}`} data-testid="history-pnl">
          {pnl ? `${formatSignedAmount(pnl, 2)} ${QUOTE_COIN}` : '--'}
        </span>
      </span>
    </button>
  );
}
