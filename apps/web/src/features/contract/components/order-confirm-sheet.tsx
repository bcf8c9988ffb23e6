import { amountPrecisionOf, coinByPair, CONTRACT_SIDES, pricePrecisionOf, QUOTE_COIN } from '@halyard/shared';
import { useTranslation } from '../../../lib/i18n';
import { FEE_DECIMALS } from './order-estimates';
import { TicketConfirmSheet, toneOf } from '../../../entities/order-ticket';
import { formatAmount, formatPair, formatPrice } from '../../../lib/format';
import { type OrderDraft } from '../order-draft';
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
    { key: 'side', label: t('contract.field.side'), value: <span className={`ticket-side-text--${toneOf(CONTRACT_SIDES, side)}`}>{t(`contract.side.${side}`)}</span> },
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
    <TicketConfirmSheet
      open={open}
      title={t('contract.confirm.title')}
      lead={t('contract.confirm.lead')}
      items={items}
      submitLabel={t('contract.confirm.submit')}
      tone={toneOf(CONTRACT_SIDES, side)}
      sending={sending}
      onConfirm={onConfirm}
      onCancel={onCancel}
      testId="contract-confirm"
    />
  );
}
