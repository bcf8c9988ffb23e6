import { amountPrecisionOf, coinByPair, pricePrecisionOf, QUOTE_COIN, type ContractRow } from '@halyard/shared';
import Decimal from '@halyard/shared/decimal';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { ClosePositionSheet } from './close-position-sheet';
import { ContractTitle } from './contract-title';
import { LiquidationDistanceLine } from './liquidation-distance';
import { EditTriggersSheet } from './edit-triggers-sheet';
import { formatAmount, formatPercent, formatPrice, formatSignedAmount } from '../../../lib/format';
import { useIndexPrice } from '../../../entities/trading';
import { positionFigures } from '../position-figures';

/** Up or down colour of a signed figure as shown (two places): what reads 0.00 stays neutral. */
export function trendClass(value: Decimal | undefined): string {
  const shown = value?.toDecimalPlaces(2, Decimal.ROUND_DOWN);
  if (!shown || shown.isZero()) return '';
  return shown.gt(0) ? 'amount--up' : 'amount--down';
}

function Figure({ label, value, testId, className }: { label: string; value: string; testId: string; className?: string }) {
  return (
    <div className="contract-figure">
      <dt>{label}</dt>
      <dd className={className} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** An open position, live: PnL, return and price change at every index tick, its levels, close and TP/SL. */
export function PositionCard({ row }: { row: ContractRow }) {
  const { t } = useTranslation();
  const price = useIndexPrice(row.pair);
  const figures = positionFigures(row, price);
  const [closing, setClosing] = useState(false);
  const [editing, setEditing] = useState(false);
  const precision = pricePrecisionOf(row.pair);
  const coin = coinByPair(row.pair)?.coin ?? '';
  const priceText = (value: string | null | undefined) => (value ? formatPrice(value, precision) : '--');

  return (
    <article className="contract-card" data-testid={`position-${row.id}`}>
      <header className="contract-card__head">
        <ContractTitle row={row} />
      </header>
      <div className="contract-card__pnl">
        <div>
          <span className="contract-card__label">
            {t('contract.field.pnl')} ({QUOTE_COIN})
          </span>
          <strong className={trendClass(figures?.pnl)} data-testid="position-pnl">
            {figures ? formatSignedAmount(figures.pnl, 2) : '--'}
          </strong>
        </div>
        <div className="contract-card__end">
          <span className="contract-card__label">{t('contract.field.returnRate')}</span>
          <strong className={trendClass(figures?.returnRate)} data-testid="position-return">
            {formatPercent(figures?.returnRate)}
          </strong>
        </div>
      </div>
      <dl className="contract-card__grid">
        <Figure label={`${t('contract.field.size')} (${coin})`} value={row.size ? formatAmount(row.size, amountPrecisionOf(row.pair)) : '--'} testId="position-size" />
        <Figure label={`${t('contract.field.margin')} (${QUOTE_COIN})`} value={formatAmount(row.margin, 2)} testId="position-margin" />
        <Figure label={t('contract.position.changeFor', { side: t(`contract.side.${row.side}`) })} value={formatPercent(figures?.priceChange)} className={trendClass(figures?.priceChange)} testId="position-change" />
        <Figure label={t('contract.field.openPrice')} value={priceText(row.openPrice)} testId="position-open-price" />
        <Figure label={t('contract.field.markPrice')} value={priceText(price)} testId="position-index-price" />
        <Figure label={t('contract.field.liquidationPrice')} value={priceText(row.liquidationPrice)} className="contract-card__liquidation" testId="position-liquidation" />
      </dl>
      {row.openPrice && row.liquidationPrice && price !== undefined && <LiquidationDistanceLine row={row} openPrice={row.openPrice} liquidation={row.liquidationPrice} mark={price} />}
      <p className="contract-card__triggers" data-testid="position-triggers">
        <span>
          {t('contract.field.stopProfit')} <span data-testid="position-stop-profit">{priceText(row.stopProfit)}</span>
        </span>
        <span>
          {t('contract.field.stopLoss')} <span data-testid="position-stop-loss">{priceText(row.stopLoss)}</span>
        </span>
      </p>
      <div className="contract-card__actions">
        <button type="button" className="contract-action" onClick={() => setEditing(true)} data-testid="position-edit">
          {t('contract.position.editTriggers')}
        </button>
        <button type="button" className="contract-action" onClick={() => setClosing(true)} data-testid="position-close">
          {t('contract.position.close')}
        </button>
      </div>
      {row.size !== null && row.openPrice !== null && <ClosePositionSheet open={closing} row={{ ...row, size: row.size, openPrice: row.openPrice }} price={price} onClose={() => setClosing(false)} />}
      <EditTriggersSheet open={editing} row={row} reference={price} onClose={() => setEditing(false)} />
    </article>
  );
}
