import { amountPrecisionOf, pricePrecisionOf, USDT, type SpotRow } from '@halyard/shared';
import { useTranslation } from '../../../lib/i18n';
import { SpotTitle } from './spot-title';
import { StatusTag } from '../../../components/status-tag';
import { formatAmount, formatDateTime, formatPrice } from '../../../lib/format';
import { coinOf } from '../order-draft';
import { STATUS_TONES } from '../spot-rules';

/** A done order: filled or cancelled, its fill price and time, amount and value; pressing it opens the detail. */
export function HistoryRow({ row, onOpen }: { row: SpotRow; onOpen: (row: SpotRow) => void }) {
  const { t } = useTranslation();
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
    </button>
  );
}
