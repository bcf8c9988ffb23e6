import { amountPrecisionOf, coinByPair, pricePrecisionOf, QUOTE_COIN, type ContractRow } from '@halyard/shared';
import Decimal from '@halyard/shared/decimal';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ContractTitle } from './contract-title';
import { EditTriggersSheet } from './edit-triggers-sheet';
import { formatAmount, formatPercent, formatPrice, formatSignedAmount } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { useCloseContract } from '../api/close-contract';
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
  const close = useCloseContract(() => showToast('success', t('contract.position.closed')));
  const [closing, setClosing] = useState(false);
  const [editing, setEditing] = useState(false);
  const precision = pricePrecisionOf(row.pair);
  const coin = coinByPair(row.pair)?.coin ?? '';
  const priceText = (value: string | null | undefined) => (value ? formatPrice(value, precision) : '--');

  const confirmClose = () => {
    setClosing(false);
    close.mutate(row.id);
  };

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
        <Figure label={t('contract.field.priceChange')} value={formatPercent(figures?.priceChange)} className={trendClass(figures?.priceChange)} testId="position-change" />
        <Figure label={t('contract.field.openPrice')} value={priceText(row.openPrice)} testId="position-open-price" />
        <Figure label={t('contract.field.indexPrice')} value={priceText(price)} testId="position-index-price" />
        <Figure label={t('contract.field.liquidationPrice')} value={priceText(row.liquidationPrice)} className="contract-card__liquidation" testId="position-liquidation" />
      </dl>
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
        <button type="button" className="contract-action" disabled={close.isPending} onClick={() => setClosing(true)} data-testid="position-close">
          {t('contract.position.close')}
        </button>
      </div>
      <ConfirmDialog open={closing} title={t('contract.position.closeTitle')} confirmLabel={t('contract.position.close')} onConfirm={confirmClose} onClose={() => setClosing(false)} testId="position-close-dialog">
        <p className="contract-dialog__lead">{t('contract.position.closeLead')}</p>
        <dl className="contract-dialog__facts">
          <Figure label={t('contract.field.indexPrice')} value={priceText(price)} testId="position-close-index" />
          <Figure label={t('contract.field.pnl')} value={figures ? `${formatSignedAmount(figures.pnl, 2)} ${QUOTE_COIN}` : '--'} className={trendClass(figures?.pnl)} testId="position-close-pnl" />
          <Figure label={t('contract.position.estimatedReturn')} value={figures ? `${formatAmount(figures.proceeds, 2)} ${QUOTE_COIN}` : '--'} testId="position-close-proceeds" />
        </dl>
      </ConfirmDialog>
      <EditTriggersSheet open={editing} row={row} reference={price} onClose={() => setEditing(false)} />
    </article>
  );
}
