import { amountPrecisionOf, pricePrecisionOf, USDT, type SpotRow } from '@halyard/shared';
import { useTranslation } from '../../../lib/i18n';
import { SpotTitle } from './spot-title';
import { StatusTag } from '../../../components/status-tag';
import { formatAmount, formatDateTime, formatPrice } from '../../../lib/format';
import { coinOf } from '../order-draft';
import { shownAmount, spotSettlement, STATUS_TONES } from '../spot-rules';
import { FEE_DECIMALS } from './spot-confirm-sheet';

/** A done order: filled or cancelled, its fill price and time, amount and value, and once filled its fee and what it cost or paid out net of it; pressing it opens the detail. */
export function HistoryRow({ row, onOpen }: { row: SpotRow; onOpen: (row: SpotRow) => void }) {
  const { t } = useTranslation();
  const settlement = row.status === 'filled' ? spotSettlement(row) : undefined;
  return (
    <button type="button" className="spot-history" onClick={() => onOpen(row)} data-testid={`spot-history-${row.id}`} data-status={row.status}>
      <span className="spot-history__line">
        <SpotTitle row={row} />
        <StatusTag label={t(`spot.status.${row.status}`)} tone={STATUS_TONES[row.status]} status={row.status} testId="spot-history-status" />
      </span>
      <span className="spot-history__line">
        <span className="spot-history__meta">
          {row.fillPrice ? `${t('spot.field.fillPrice')} ${formatPrice(row.fillPrice, pricePrecisionOf(row.pair))} · ` : ''}
          {formatDateTime(row.filledAt ?? row.createdAt)}
        </span>
        <span className="spot-history__amount" data-testid="spot-history-amount">
          {formatAmount(row.amount, amountPrecisionOf(row.pair))} {coinOf(row.pair)}
          {row.total !== null && <small>{`${formatAmount(row.total, 2)} ${USDT}`}</small>}
        </span>
      </span>
      {settlement && row.fee !== null && (
        <span className="spot-history__line">
          <span className="spot-history__meta" data-testid="spot-history-fee">
            {t('spot.history.fee', { fee: `${formatAmount(row.fee, FEE_DECIMALS)} ${USDT}` })}
          </span>
          <span className="spot-history__net" data-testid="spot-history-net">
            {t(row.side === 'buy' ? 'spot.history.paid' : 'spot.history.received', { amount: shownAmount(row.side === 'buy' ? settlement.paid : settlement.received, row.pair) })}
          </span>
        </span>
      )}
    </button>
  );
}
