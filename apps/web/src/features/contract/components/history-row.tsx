import { FEE_PRECISION, pricePrecisionOf, QUOTE_COIN, type ContractRow } from '@halyard/shared';
import Decimal from '@halyard/shared/decimal';
import { useTranslation } from '../../../lib/i18n';
import { ContractTitle } from './contract-title';
import { trendClass } from './position-card';
import { StatusTag } from '../../../components/status-tag';
import { formatAmount, formatDateTime, formatPrice, formatSignedAmount } from '../../../lib/format';
import { OUTCOME_TONES, outcomeOf } from '../position-rules';

/** A finished order: how it ended, its result after fees (gross and fees beside), close price and time; pressing it opens the detail. */
export function HistoryRow({ row, onOpen }: { row: ContractRow; onOpen: (row: ContractRow) => void }) {
  const { t } = useTranslation();
  const outcome = outcomeOf(row);
  const net = row.netPnl === null ? undefined : new Decimal(row.netPnl);
  const gross = row.realizedPnl === null ? undefined : new Decimal(row.realizedPnl);
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
        <span className={`contract-history__pnl ${trendClass(net)}`} data-testid="history-pnl">
          {net ? `${formatSignedAmount(net, 2)} ${QUOTE_COIN}` : '--'}
        </span>
      </span>
      {gross && (
        <span className="contract-history__fees" data-testid="history-gross">
          {t('contract.history.grossAndFees', { gross: formatSignedAmount(gross, 2), fees: formatAmount(row.fee, FEE_PRECISION.contract) })}
        </span>
      )}
      {row.parentId !== null && (
        <span className="contract-history__part" data-testid="history-part">
          {t('contract.history.partOf', { id: row.parentId })}
        </span>
      )}
    </button>
  );
}
