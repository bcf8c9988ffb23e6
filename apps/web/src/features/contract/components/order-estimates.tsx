import { amountPrecisionOf, coinByPair, FEE_PRECISION, pricePrecisionOf, QUOTE_COIN } from '@halyard/shared';
import { useTranslation } from '../../../lib/i18n';
import { formatAmount, formatPrice } from '../../../lib/format';
import type { OrderEstimate } from '../order-estimate';

/** Fees show four places: a small order's fee would read 0.00 at two. */
export const FEE_DECIMALS = FEE_PRECISION.contract;

/** Size, fee, liquidation price and cost of the order as typed, recomputed with every keystroke and tick. */
export function OrderEstimates({ pair, estimate }: { pair: string; estimate: OrderEstimate | undefined }) {
  const { t } = useTranslation();
  const coin = coinByPair(pair)?.coin ?? '';
  const rows = [
    { key: 'size', label: t('contract.field.size'), value: estimate ? `${formatAmount(estimate.size, amountPrecisionOf(pair))} ${coin}` : '--' },
    { key: 'fee', label: t('contract.field.fee'), value: estimate ? `${formatAmount(estimate.fee, FEE_DECIMALS)} ${QUOTE_COIN}` : '--' },
    { key: 'liquidation', label: t('contract.field.liquidationPrice'), value: estimate?.liquidation ? formatPrice(estimate.liquidation, pricePrecisionOf(pair)) : '--' },
    { key: 'cost', label: t('contract.field.cost'), value: estimate ? `${formatAmount(estimate.cost, 2)} ${QUOTE_COIN}` : '--' },
  ];
  return (
    <dl className="ticket-figures" data-testid="contract-estimates">
      {rows.map((row) => (
        <div key={row.key} className="ticket-figures__row">
          <dt>{row.label}</dt>
          <dd data-testid={`contract-estimate-${row.key}`}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
