import { amountPrecisionOf, coinByPair, FEE_PRECISION, pricePrecisionOf, QUOTE_COIN, type ContractRow } from '@halyard/shared';
import type { TFunction } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/i18n';
import { BottomSheet } from '../../../components/bottom-sheet';
import { ContractTitle } from './contract-title';
import { trendClass } from './position-card';
import { DetailList, type DetailItem } from '../../../components/detail-list';
import { StatusTag } from '../../../components/status-tag';
import { formatAmount, formatDateTime, formatPercent, formatPrice, formatSignedAmount } from '../../../lib/format';
import { closedResult } from '../position-figures';
import { closeRuleKey, indexPriceLink, openRuleKey, OUTCOME_TONES, outcomeOf } from '../position-rules';

/** An index second as a price and a time, with the public record of that second. */
function IndexSecond({ pair, second, price, testId }: { pair: string; second: number; price: string; testId: string }) {
  const { t } = useTranslation();
  const time = formatDateTime(new Date(second * 1000).toISOString());
  return (
    <span className="contract-index">
      <span data-testid={`${testId}-value`}>{t('contract.detail.indexValue', { price: formatPrice(price, pricePrecisionOf(pair)), time })}</span>
      <a href={indexPriceLink(pair, second)} target="_blank" rel="noopener noreferrer" data-testid={`${testId}-link`}>
        {t('contract.detail.verify')}
      </a>
    </span>
  );
}

function detailItems(row: ContractRow, t: TFunction): (DetailItem | false)[] {
  const precision = pricePrecisionOf(row.pair);
  const price = (value: string | null) => (value ? formatPrice(value, precision) : '--');
  const opened = row.openSecond !== null && row.openIndexPrice !== null;
  const closed = row.closeSecond !== null && row.closeIndexPrice !== null;
  return [
    { key: 'type', label: t('contract.priceType.label'), value: row.priceType === 'limit' ? t('contract.priceType.limit') : t('contract.priceType.market') },
    row.priceType === 'limit' && { key: 'price', label: t('contract.field.price'), value: price(row.price) },
    { key: 'margin', label: t('contract.field.margin'), value: `${formatAmount(row.margin, 2)} ${QUOTE_COIN}` },
    row.size !== null && { key: 'size', label: t('contract.field.size'), value: `${formatAmount(row.size, amountPrecisionOf(row.pair))} ${coinByPair(row.pair)?.coin ?? ''}` },
    row.openPrice !== null && { key: 'openPrice', label: t('contract.field.openPrice'), value: price(row.openPrice) },
    row.closePrice !== null && { key: 'closePrice', label: t('contract.field.closePrice'), value: price(row.closePrice) },
    row.liquidationPrice !== null && { key: 'liquidationPrice', label: t('contract.field.liquidationPrice'), value: price(row.liquidationPrice) },
    { key: 'stopProfit', label: t('contract.field.stopProfit'), value: price(row.stopProfit) },
    { key: 'stopLoss', label: t('contract.field.stopLoss'), value: price(row.stopLoss) },
    row.parentId !== null && { key: 'parent', label: t('contract.history.part'), value: t('contract.history.partOf', { id: row.parentId }) },
    row.realizedPnl !== null && { key: 'gross', label: t('contract.field.realizedPnl'), value: `${formatSignedAmount(row.realizedPnl, 2)} ${QUOTE_COIN}` },
    { key: 'fee', label: row.status === 'closed' ? t('contract.detail.fees') : t('contract.field.fee'), value: `${formatAmount(row.fee, FEE_PRECISION.contract)} ${QUOTE_COIN}` },
    { key: 'placedAt', label: t('contract.field.placedAt'), value: formatDateTime(row.createdAt) },
    row.openedAt !== null && { key: 'openedAt', label: t('contract.field.openedAt'), value: formatDateTime(row.openedAt) },
    row.closedAt !== null && { key: 'closedAt', label: row.status === 'cancelled' ? t('contract.reason.cancelled') : t('contract.field.closedAt'), value: formatDateTime(row.closedAt) },
    opened && { key: 'openIndex', label: t('contract.detail.openIndex'), value: <IndexSecond pair={row.pair} second={row.openSecond ?? 0} price={row.openIndexPrice ?? ''} testId="detail-open-index" /> },
    closed && { key: 'closeIndex', label: t('contract.detail.closeIndex'), value: <IndexSecond pair={row.pair} second={row.closeSecond ?? 0} price={row.closeIndexPrice ?? ''} testId="detail-close-index" /> },
  ];
}

/** A finished order in full: result, figures, the index seconds and prices it opened and closed at, and the rules applied. */
export function PositionDetailSheet({ row, onClose }: { row: ContractRow | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const outcome = row ? outcomeOf(row) : undefined;
  const result = row ? closedResult(row) : undefined;
  return (
    <BottomSheet open={row !== undefined} onClose={onClose} title={t('contract.detail.title')} testId="contract-detail">
      {row && (
        <>
          <div className="contract-detail__hero">
            <ContractTitle row={row} />
            {outcome && <StatusTag label={t(`contract.reason.${outcome}`)} tone={OUTCOME_TONES[outcome]} status={outcome} testId="contract-detail-reason" />}
          </div>
          {result && (
            <p className="contract-detail__result">
              <span className="contract-card__label">
                {t('contract.history.net')} ({QUOTE_COIN})
              </span>
              <strong className={trendClass(result.net)} data-testid="contract-detail-pnl">
                {formatSignedAmount(result.net, 2)}
              </strong>
              <span className={trendClass(result.returnRate)} data-testid="contract-detail-return">
                {formatPercent(result.returnRate)}
              </span>
            </p>
          )}
          <div className="contract-detail__body" tabIndex={0} role="region" aria-label={t('contract.detail.title')}>
            <DetailList items={detailItems(row, t)} testId="contract-detail-list" />
            {row.openSecond !== null && (
              <section className="contract-detail__rules" data-testid="contract-detail-rules">
                <h3>{t('contract.detail.openRule')}</h3>
                <p data-testid="contract-detail-open-rule">{t(openRuleKey(row))}</p>
                {row.closeReason !== null && (
                  <>
                    <h3>{t('contract.detail.closeRule')}</h3>
                    <p data-testid="contract-detail-close-rule">{t(closeRuleKey(row.closeReason))}</p>
                  </>
                )}
              </section>
            )}
          </div>
        </>
      )}
    </BottomSheet>
  );
}
