import { FEE_PRECISION, pricePrecisionOf, QUOTE_COIN, type ContractRow } from '@halyard/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ContractTitle } from './contract-title';
import { EditTriggersSheet } from './edit-triggers-sheet';
import { formatAmount, formatDateTime, formatPrice } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { useCancelContract } from '../api/cancel-contract';

/** A limit order waiting for its price: what it reserves, its levels, cancel and TP/SL. */
export function PendingOrderCard({ row }: { row: ContractRow }) {
  const { t } = useTranslation();
  const cancel = useCancelContract(() => showToast('success', t('contract.order.cancelled')));
  const [cancelling, setCancelling] = useState(false);
  const [editing, setEditing] = useState(false);
  const precision = pricePrecisionOf(row.pair);
  const priceText = (value: string | null) => (value ? formatPrice(value, precision) : '--');

  const confirmCancel = () => {
    setCancelling(false);
    cancel.mutate(row.id);
  };

  const figures = [
    { key: 'price', label: `${t('contract.field.price')} (${QUOTE_COIN})`, value: priceText(row.price) },
    { key: 'margin', label: `${t('contract.field.margin')} (${QUOTE_COIN})`, value: formatAmount(row.margin, 2) },
    { key: 'fee', label: `${t('contract.field.fee')} (${QUOTE_COIN})`, value: formatAmount(row.fee, FEE_PRECISION.contract) },
    { key: 'stopProfit', label: t('contract.field.stopProfit'), value: priceText(row.stopProfit) },
    { key: 'stopLoss', label: t('contract.field.stopLoss'), value: priceText(row.stopLoss) },
    { key: 'placed', label: t('contract.field.placedAt'), value: formatDateTime(row.createdAt) },
  ];
  return (
    <article className="contract-card" data-testid={`order-${row.id}`}>
      <header className="contract-card__head">
        <ContractTitle row={row} />
        <span className="status-tag status-tag--pending" data-testid="order-status">
          {t('contract.status.pending')}
        </span>
      </header>
      <dl className="contract-card__grid">
        {figures.map((figure) => (
          <div key={figure.key} className="contract-figure">
            <dt>{figure.label}</dt>
            <dd data-testid={`order-${figure.key}`}>{figure.value}</dd>
          </div>
        ))}
      </dl>
      <div className="contract-card__actions">
        <button type="button" className="contract-action" onClick={() => setEditing(true)} data-testid="order-edit">
          {t('contract.position.editTriggers')}
        </button>
        <button type="button" className="contract-action" disabled={cancel.isPending} onClick={() => setCancelling(true)} data-testid="order-cancel">
          {t('contract.order.cancel')}
        </button>
      </div>
      <ConfirmDialog
        open={cancelling}
        title={t('contract.order.cancelTitle')}
        confirmLabel={t('common.confirm')}
        onConfirm={confirmCancel}
        onClose={() => setCancelling(false)}
        testId="order-cancel-dialog"
      >
        <p className="contract-dialog__lead">{t('contract.order.cancelLead')}</p>
      </ConfirmDialog>
      <EditTriggersSheet open={editing} row={row} reference={row.price ?? undefined} onClose={() => setEditing(false)} />
    </article>
  );
}
