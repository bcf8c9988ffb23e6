import { amountPrecisionOf, FEE_PRECISION, pricePrecisionOf, SPOT_SIDES, USDT } from '@halyard/shared';
import { useTranslation } from '../../../lib/i18n';
import { TicketConfirmSheet, toneOf } from '../../../entities/order-ticket';
import { formatAmount, formatPair, formatPrice } from '../../../lib/format';
import { coinOf, type SpotDraft, type SpotEstimate } from '../order-draft';

/** Fees show up to 8 places: the server charges them to 8, rounded up. */
export const FEE_DECIMALS = FEE_PRECISION.spot;

interface SpotConfirmSheetProps {
  open: boolean;
  draft: SpotDraft;
  estimate: SpotEstimate | undefined;
  sending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Pair, side, price, amount, total and fee of the order, to read once more before it is sent. */
export function SpotConfirmSheet({ open, draft, estimate, sending, onConfirm, onCancel }: SpotConfirmSheetProps) {
  const { t } = useTranslation();
  const { pair, side } = draft;
  const usdt = (value: string) => `${value} ${USDT}`;
  const items = [
    { key: 'pair', label: t('spot.field.pair'), value: formatPair(pair) },
    { key: 'side', label: t('spot.field.side'), value: <span className={`ticket-side-text--${toneOf(SPOT_SIDES, side)}`}>{t(`spot.side.${side}`)}</span> },
    { key: 'type', label: t('spot.priceType.label'), value: t(`spot.priceType.${draft.priceType}`) },
    {
      key: 'price',
      label: t('spot.field.price'),
      value: draft.priceType === 'limit' ? formatPrice(draft.price.trim(), pricePrecisionOf(pair)) : t('spot.form.marketAbout', { price: estimate ? formatPrice(estimate.price, pricePrecisionOf(pair)) : '--' }),
    },
    { key: 'amount', label: t('spot.field.amount'), value: `${formatAmount(draft.amount.trim(), amountPrecisionOf(pair))} ${coinOf(pair)}` },
    { key: 'total', label: t('spot.field.total'), value: estimate ? usdt(formatAmount(estimate.total, 2)) : '--' },
    { key: 'fee', label: t('spot.field.fee'), value: estimate ? usdt(formatAmount(estimate.fee, FEE_DECIMALS)) : '--' },
    { key: 'net', label: t(side === 'buy' ? 'spot.field.pay' : 'spot.field.receive'), value: estimate ? usdt(formatAmount(estimate.net, FEE_DECIMALS)) : '--' },
  ];
  return (
    <TicketConfirmSheet
      open={open}
      title={t('spot.confirm.title')}
      lead={t(draft.priceType === 'market' ? 'spot.confirm.leadMarket' : 'spot.confirm.leadLimit')}
      items={items}
      submitLabel={t('spot.confirm.submit')}
      tone={toneOf(SPOT_SIDES, side)}
      sending={sending}
      onConfirm={onConfirm}
      onCancel={onCancel}
      testId="spot-confirm"
    />
  );
}
