import { amountPrecisionOf, pricePrecisionOf, USDT, type SpotRow } from '@halyard/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { SpotTitle } from './spot-title';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { StatusTag } from '../../../components/status-tag';
import { formatAmount, formatDateTime, formatPrice } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { useCancelSpotOrder } from '../api/cancel-spot-order';
import { coinOf, spotCost } from '../order-draft';

/** A limit order waiting for its price: its price, amount and value, and cancel (after a confirmation). */
export function OpenOrderCard({ row }: { row: SpotRow }) {
  const { t } = useTranslation();
  const cancel = useCancelSpotOrder(() => showToast('success', t('spot.order.cancelled')));
  const [cancelling, setCancelling] = useState(false);
  const total = row.price === null ? undefined : spotCost(row.amount, row.price, row.feeRate).total;

  const confirmCancel = () => {
    setCancelling(false);
    cancel.mutate(row.id);
  };

  const figures = [
    { key: 'price', label: `${t('spot.field.price')} (${USDT})`, value: row.price === null ? '--' : formatPrice(row.price, pricePrecisionOf(row.pair)) },
    { key: 'amount', label: `${t('spot.field.amount')} (${coinOf(row.pair)})`, value: formatAmount(row.amount, amountPrecisionOf(row.pair)) },
    { key: 'total', label: `${t('spot.field.total')} (${USDT})`, value: total ? formatAmount(total, 2) : '--' },
  ];
  return (
    <article className="spot-card" data-testid={`spot-order-${row.id}`}>
      <header className="spot-card__head">
        <SpotTitle row={row} />
        <StatusTag label={t('spot.status.pending')} tone="pending" status="pending" testId="spot-order-status" />
      </header>
      <dl className="spot-card__grid">
        {figures.map((figure) => (
          <div key={figure.key} className="spot-figure">
            <dt>{figure.label}</dt>
            <dd data-testid={`spot-order-${figure.key}`}>{figure.value}</dd>
          </div>
        ))}
      </dl>
      <div className="spot-card__foot">
        <span className="spot-card__time">{formatDateTime(row.createdAt)}</span>
        <button type="button" className="spot-action" disabled={cancel.isPending} onClick={() => setCancelling(true)} data-testid="spot-order-cancel">
          {t('spot.order.cancel')}
        </button>
      </div>
      <ConfirmDialog
        open={cancelling}
        title={t('spot.order.cancelTitle')}
        confirmLabel={t('common.confirm')}
        onConfirm={confirmCancel}
        onClose={() => setCancelling(false)}
        testId="spot-order-cancel-dialog"
      >
        <p className="spot-dialog__lead">{t(row.side === 'buy' ? 'spot.order.cancelLeadBuy' : 'spot.order.cancelLeadSell', { coin: coinOf(row.pair) })}</p>
      </ConfirmDialog>
    </article>
  );
}
