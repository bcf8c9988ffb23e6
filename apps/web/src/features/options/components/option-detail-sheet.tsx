import { pricePrecisionOf, USDT, type OptionRow } from '@halyard/shared';
import Decimal from '@halyard/shared/decimal';
import { Button } from 'antd-mobile';
import type { TFunction } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/i18n';
import { OptionTitle } from './option-title';
import { FEE_DECIMALS } from './option-confirm-sheet';
import { BottomSheet } from '../../../components/bottom-sheet';
import { DetailList, type DetailItem } from '../../../components/detail-list';
import { StatusTag } from '../../../components/status-tag';
import { IndexSecond } from '../../../entities/trading';
import { formatAmount, formatDateTime, formatPercent, formatPrice, formatSignedAmount } from '../../../lib/format';
import { netResult, netTone, PAYOUT_KEYS, RESULT_TONES } from '../option-rules';

function detailItems(row: OptionRow, t: TFunction, testId: string): (DetailItem | false)[] {
  const usdt = (value: string, decimals = 2) => `${formatAmount(value, decimals)} ${USDT}`;
  return [
    { key: 'amount', label: t('options.field.amount'), value: usdt(row.amount) },
    { key: 'fee', label: t('options.field.fee'), value: usdt(row.fee, FEE_DECIMALS) },
    { key: 'profitRate', label: t('options.field.profitRate'), value: formatPercent(new Decimal(row.profitRate).times(100), { signed: false }) },
    { key: 'buyPrice', label: t('options.field.buyPrice'), value: formatPrice(row.buyPrice, pricePrecisionOf(row.pair)) },
    row.settlementPrice !== null && { key: 'settlementPrice', label: t('options.field.settlementPrice'), value: formatPrice(row.settlementPrice, pricePrecisionOf(row.pair)) },
    row.payout !== null && { key: 'payout', label: t('options.field.payout'), value: usdt(row.payout) },
    { key: 'buyTime', label: t('options.field.buyTime'), value: formatDateTime(row.buyTime) },
    { key: 'closeTime', label: t('options.field.closeTime'), value: formatDateTime(row.closeTime) },
    { key: 'buyIndex', label: t('options.detail.buyIndex'), value: <IndexSecond pair={row.pair} second={row.buySecond} price={row.buyPrice} testId={`${testId}-buy-index`} /> },
    row.settlementPrice !== null && {
      key: 'closeIndex',
      label: t('options.detail.closeIndex'),
      value: <IndexSecond pair={row.pair} second={row.closeSecond} price={row.settlementPrice} testId={`${testId}-close-index`} />,
    },
  ];
}

interface OptionDetailSheetProps {
  row: OptionRow | undefined;
  /** `result`: the sheet that opens by itself when an option of this visit settles; `detail`: a completed option pressed in the list. */
  kind: 'result' | 'detail';
  onClose: () => void;
}

/** A settled option in full: result and payout, buy and settlement prices with their index seconds (checkable), and the rule. */
export function OptionDetailSheet({ row, kind, onClose }: OptionDetailSheetProps) {
  const { t } = useTranslation();
  const testId = kind === 'result' ? 'option-result' : 'option-detail';
  const net = row ? netResult(row) : undefined;
  return (
    <BottomSheet open={row !== undefined} onClose={onClose} title={t(kind === 'result' ? 'options.result.title' : 'options.detail.title')} testId={testId}>
      {row && (
        <>
          <div className="option-detail__hero">
            <OptionTitle row={row} />
            {row.result && <StatusTag label={t(`options.status.${row.result}`)} tone={RESULT_TONES[row.result]} status={row.result} testId={`${testId}-status`} />}
          </div>
          {row.result && net && (
            <p className={`option-detail__result option-detail__result--${netTone(net)}`} data-tone={netTone(net)}>
              <span className="option-detail__result-label">{t('options.result.net')}</span>
              <strong data-testid={`${testId}-headline`}>{`${formatSignedAmount(net, 2)} ${USDT}`}</strong>
              <span className="option-detail__result-payout" data-testid={`${testId}-payout`}>
                {t(PAYOUT_KEYS[row.result], { amount: `${formatAmount(row.payout ?? '0', 2)} ${USDT}` })}
                {' · '}
                {t('options.result.fee', { fee: `${formatAmount(row.fee, FEE_DECIMALS)} ${USDT}` })}
              </span>
            </p>
          )}
          <div className="option-detail__body" tabIndex={0} role="region" aria-label={t('options.detail.title')}>
            <DetailList items={detailItems(row, t, testId)} testId={`${testId}-list`} />
            <section className="option-detail__rules">
              <h3>{t('options.detail.rule')}</h3>
              <p data-testid={`${testId}-rule`}>{t('options.rules.settle', { rate: formatPercent(new Decimal(row.fee).div(row.amount).times(100), { signed: false }) })}</p>
            </section>
          </div>
          {kind === 'result' && (
            <Button block size="large" color="primary" className="option-detail__ok" onClick={onClose} data-testid="option-result-ok">
              {t('options.result.ok')}
            </Button>
          )}
        </>
      )}
    </BottomSheet>
  );
}
