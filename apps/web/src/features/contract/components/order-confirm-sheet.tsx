import { coinByPair, QUOTE_COIN } from '@halyard/shared';
import { Button } from 'antd-mobile';
import { useTranslation } from '../../../lib/i18n';
import { BottomSheet } from '../../../components/bottom-sheet';
import { FEE_DECIMALS } from './order-estimates';
import { DetailList } from '../../../components/detail-list';
import { formatAmount, formatPair, formatPrice } from '../../../lib/format';
import { amountPrecisionOf, pricePrecisionOf, type OrderDraft } from '../order-draft';
import type { OrderEstimate } from '../order-estimate';

interface OrderConfirmSheetProps {
  open: boolean;
  draft: OrderDraft;
  estimate: OrderEstimate | undefined;
  sending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Everything the order will do, to read once more before it is sent. */
export function OrderConfirmSheet({ open, draft, estimate, sending, onConfirm, onCancel }: OrderConfirmSheetProps) {
  const { t } = useTranslation();
  const { pair, side } = draft;
  const precision = pricePrecisionOf(pair);
  const usdt = (value: string) => `${value} ${QUOTE_COIN}`;
  const level = (value: string) => (draft.withTriggers && value.trim() !== '' ? formatPrice(value.trim(), precision) : '--');
  const items = [
    { key: 'pair', label: t('contract.field.pair'), value: `${formatPair(pair)} ${t('contract.perpetual')}` },
    { key: 'side', label: t('contract.field.side'), value: <span className={`contract-side-text contract-side-text--${side}`}>{t(`contract.side.${side}`)}</span> },
    { key: 'type', label: t('contract.priceType.label'), value: t(`contract.priceType.${draft.priceType}`) },
    { key: 'price', label: t('contract.field.price'), value: draft.priceType === 'limit' ? formatPrice(draft.price.trim(), precision) : t('contract.form.marketPrice') },
    { key: 'margin', label: t('contract.field.margin'), value: usdt(formatAmount(draft.margin.trim(), 2)) },
    { key: 'leverage', label: t('contract.field.leverage'), value: t('contract.form.leverageValue', { leverage: draft.leverage }) },
    { key: 'size', label: t('contract.field.size'), value: estimate ? `${formatAmount(estimate.size, amountPrecisionOf(pair))} ${coinByPair(pair)?.coin ?? ''}` : '--' },
    { key: 'fee', label: t('contract.field.fee'), value: estimate ? usdt(formatAmount(estimate.fee, FEE_DECIMALS)) : '--' },
    { key: 'liquidation', label: t('contract.field.liquidationPrice'), value: estimate?.liquidation ? formatPrice(estimate.liquidation, precision) : '--' },
    { key: 'stopProfit', label: t('contract.field.stopProfit'), value: level(draft.stopProfit) },
    { key: 'stopLoss', label: t('contract.field.stopLoss'), value: level(draft.stopLoss) },
    { key: 'cost', label: t('contract.field.cost'), value: estimate ? usdt(formatAmount(estimate.cost, 2)) : '--' },
  ];
  return (
    <BottomSheet open={open} onClose={onCancel} title={t('contract.confirm.title')} lead={t('contract.confirm.lead')} testId="contract-confirm">
      <DetailList items={items} testId="contract-confirm-details" />
      <div className="bottom-sheet__actions">
        <Button block size="large" onClick={onCancel} data-testid="contract-confirm-cancel">
          {t('common.cancel')}
        </Button>
        <Button
          block
          size="large"
          color={side === 'long' ? 'success' : 'danger'}
          loading={sending}
          loadingText={t('contract.confirm.submit')}
          onClick={onConfirm}
          data-testid="contract-confirm-submit"
        >
          {t('contract.confirm.submit')}
        </Button>
      </div>
    </BottomSheet>
  );
}
