import { amountPrecisionOf, pricePrecisionOf, USDT, type SpotRow } from '@halyard/shared';
import Decimal from '@halyard/shared/decimal';
import type { TFunction } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/i18n';
import { SpotTitle } from './spot-title';
import { FEE_DECIMALS } from './spot-confirm-sheet';
import { BottomSheet } from '../../../components/bottom-sheet';
import { DetailList, type DetailItem } from '../../../components/detail-list';
import { StatusTag } from '../../../components/status-tag';
import { IndexSecond } from '../../../entities/trading';
import { formatAmount, formatDateTime, formatPercent, formatPrice } from '../../../lib/format';
import { coinOf } from '../order-draft';
import { fillRuleKey, shownAmount, spotSettlement, STATUS_TONES } from '../spot-rules';

function detailItems(row: SpotRow, t: TFunction): (DetailItem | false)[] {
  const price = (value: string | null) => (value ? formatPrice(value, pricePrecisionOf(row.pair)) : '--');
  const usdt = (value: string | null, decimals: number) => (value === null ? '--' : `${formatAmount(value, decimals)} ${USDT}`);
  const filled = row.fillSecond !== null && row.fillIndexPrice !== null;
  const settlement = row.status === 'filled' ? spotSettlement(row) : undefined;
  return [
    { key: 'type', label: t('spot.priceType.label'), value: t(`spot.priceType.${row.priceType}`) },
    row.priceType === 'limit' && { key: 'price', label: t('spot.field.price'), value: price(row.price) },
    { key: 'amount', label: t('spot.field.amount'), value: `${formatAmount(row.amount, amountPrecisionOf(row.pair))} ${coinOf(row.pair)}` },
    row.fillPrice !== null && { key: 'fillPrice', label: t('spot.field.fillPrice'), value: price(row.fillPrice) },
    row.total !== null && { key: 'total', label: t('spot.field.total'), value: usdt(row.total, 2) },
    row.fee !== null && {
      key: 'fee',
      label: t('spot.form.feeAt', { rate: formatPercent(new Decimal(row.feeRate).times(100), { signed: false }) }),
      value: usdt(row.fee, FEE_DECIMALS),
    },
    // The USDT side carries the fee: a buy paid it on top, a sell received its total less it.
    settlement !== undefined && { key: 'paid', label: t(row.side === 'buy' ? 'spot.detail.paid' : 'spot.detail.paidCoin'), value: shownAmount(settlement.paid, row.pair) },
    settlement !== undefined && { key: 'received', label: t(row.side === 'sell' ? 'spot.detail.received' : 'spot.detail.receivedCoin'), value: shownAmount(settlement.received, row.pair) },
    { key: 'placedAt', label: t('spot.field.placedAt'), value: formatDateTime(row.createdAt) },
    row.filledAt !== null && { key: 'filledAt', label: t('spot.field.filledAt'), value: formatDateTime(row.filledAt) },
    filled && { key: 'fillIndex', label: t('spot.detail.fillIndex'), value: <IndexSecond pair={row.pair} second={row.fillSecond ?? 0} price={row.fillIndexPrice ?? ''} testId="spot-detail-fill-index" /> },
  ];
}

/** A done order in full: its figures (the fee, what it paid and what it received net of the fee), the index second and price it filled at (checkable), and the rule applied. */
export function SpotDetailSheet({ row, onClose }: { row: SpotRow | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <BottomSheet open={row !== undefined} onClose={onClose} title={t('spot.detail.title')} testId="spot-detail">
      {row && (
        <>
          <div className="spot-detail__hero">
            <SpotTitle row={row} />
            <StatusTag label={t(`spot.status.${row.status}`)} tone={STATUS_TONES[row.status]} status={row.status} testId="spot-detail-status" />
          </div>
          <div className="spot-detail__body" tabIndex={0} role="region" aria-label={t('spot.detail.title')}>
            <DetailList items={detailItems(row, t)} testId="spot-detail-list" />
            {row.status === 'filled' && (
              <section className="spot-detail__rules" data-testid="spot-detail-rules">
                <h3>{t('spot.detail.rule')}</h3>
                <p data-testid="spot-detail-rule">{t(fillRuleKey(row))}</p>
              </section>
            )}
          </div>
        </>
      )}
    </BottomSheet>
  );
}
