import { amountPrecisionOf, coinByPair, FEE_PRECISION, pricePrecisionOf, QUOTE_COIN, type ContractRow } from '@halyard/shared';
import type Decimal from '@halyard/shared/decimal';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { BottomSheet } from '../../../components/bottom-sheet';
import { ChipGroup } from '../../../components/chip-group';
import { DecimalInput } from '../../../components/decimal-input';
import { DetailList, type DetailItem } from '../../../components/detail-list';
import { FormMessage } from '../../../components/form-message';
import { formatAmount, formatPrice, formatSignedAmount } from '../../../lib/format';
import { serverProblem, type FormProblem } from '../../../lib/form-problem';
import { showToast } from '../../../lib/toast';
import { useCloseContract } from '../api/close-contract';
import { closeSizeOf } from '../close-size';
import { CLOSE_SHARES, closeShareSize, partialCloseEstimate, type PartialCloseEstimate } from '../position-close';
import { ContractTitle } from './contract-title';

interface ClosePositionProps {
  row: ContractRow & { size: string; openPrice: string };
  /** The mark (index) price the estimate uses; the server closes at the index of the second it runs. */
  price: string | undefined;
  onClose: () => void;
}

const usdt = (value: Decimal) => `${formatAmount(value, 2)} ${QUOTE_COIN}`;
const signedUsdt = (value: Decimal) => `${formatSignedAmount(value, 2)} ${QUOTE_COIN}`;

function estimateItems(row: ContractRow, estimate: PartialCloseEstimate | undefined, price: string | undefined, t: ReturnType<typeof useTranslation>['t']): (DetailItem | false)[] {
  const coin = coinByPair(row.pair)?.coin ?? '';
  const decimals = amountPrecisionOf(row.pair);
  const precision = pricePrecisionOf(row.pair);
  const levels = (value: string | null) => (value ? formatPrice(value, precision) : '--');
  const rest = estimate !== undefined && !estimate.restSize.isZero() ? estimate : undefined;
  return [
    { key: 'size', label: t('contract.close.sizeClosed'), value: estimate ? `${formatAmount(estimate.part, decimals)} ${coin}` : '--' },
    { key: 'price', label: t('contract.field.indexPrice'), value: price ? formatPrice(price, precision) : '--' },
    { key: 'pnl', label: t('contract.close.estimatedPnl'), value: estimate ? signedUsdt(estimate.pnl) : '--' },
    { key: 'fee', label: t('contract.close.fee'), value: estimate ? `${formatAmount(estimate.fee, FEE_PRECISION.contract)} ${QUOTE_COIN}` : '--' },
    { key: 'margin', label: t('contract.close.marginReturned'), value: estimate ? usdt(estimate.marginReturned) : '--' },
    { key: 'proceeds', label: t('contract.position.estimatedReturn'), value: estimate ? usdt(estimate.proceeds) : '--' },
    rest !== undefined && { key: 'rest', label: t('contract.close.staysOpen'), value: t('contract.close.restValue', { size: `${formatAmount(rest.restSize, decimals)} ${coin}`, margin: usdt(rest.restMargin) }) },
    rest !== undefined && { key: 'restTriggers', label: t('contract.close.restTriggers'), value: `${levels(row.stopProfit)} / ${levels(row.stopLoss)}` },
  ];
}

function ClosePositionForm({ row, price, onClose }: ClosePositionProps) {
  const { t } = useTranslation();
  const decimals = amountPrecisionOf(row.pair);
  const coin = coinByPair(row.pair)?.coin ?? '';
  const [share, setShare] = useState<string>('100');
  const [typed, setTyped] = useState(row.size);
  const [problem, setProblem] = useState<FormProblem>();
  const close = useCloseContract((closed) => {
    const whole = closed.id === row.id;
    showToast('success', whole ? t('contract.position.closed') : t('contract.close.partDone', { size: `${formatAmount(closed.size ?? '0', decimals)} ${coin}` }));
  });
  const parsed = closeSizeOf(row.pair, typed, row.size);
  const estimate = 'size' in parsed && price !== undefined ? partialCloseEstimate({ ...row, size: row.size, openPrice: row.openPrice }, parsed.size, price) : undefined;

  const chooseShare = (value: string) => {
    setShare(value);
    setProblem(undefined);
    setTyped(closeShareSize(row.size, Number(value), decimals).toString());
  };
  const type = (value: string) => {
    setShare('');
    setProblem(undefined);
    setTyped(value);
  };
  const confirm = () => {
    if ('issue' in parsed) {
      setProblem({ issue: parsed.issue });
      return;
    }
    const whole = parsed.size.eq(row.size);
    close.mutate(whole ? { id: row.id } : { id: row.id, size: typed.trim() }, {
      onSuccess: onClose,
      onError: (error) => setProblem(serverProblem(error)),
    });
  };

  return (
    <div className="contract-close" data-testid="close-form">
      <p className="contract-edit__head">
        <ContractTitle row={row} />
        <span className="contract-edit__reference" data-testid="close-position-size">
          {t('contract.close.positionSize', { size: `${formatAmount(row.size, decimals)} ${coin}` })}
        </span>
      </p>
      <ChipGroup label={t('contract.close.share')} options={CLOSE_SHARES.map((value) => ({ value: String(value), label: `${value}%` }))} value={share} onChange={chooseShare} testId="close-share" />
      <DecimalInput label={t('contract.close.size', { coin })} value={typed} onChange={type} unit={coin} invalid={problem !== undefined} testId="close-size" />
      <DetailList items={estimateItems(row, estimate, price, t)} testId="close-estimate" />
      <FormMessage problem={problem} testId="close-problem" />
      <div className="bottom-sheet__actions">
        <Button block size="large" onClick={onClose} data-testid="close-cancel">
          {t('common.cancel')}
        </Button>
        <Button block size="large" color="danger" loading={close.isPending} loadingText={t('contract.position.close')} onClick={confirm} data-testid="close-submit">
          {t('contract.position.close')}
        </Button>
      </div>
    </div>
  );
}

/** Closes a position in part (25/50/75/100 % or a typed size) or whole, with what it returns and what stays open. */
export function ClosePositionSheet({ open, ...props }: ClosePositionProps & { open: boolean }) {
  const { t } = useTranslation();
  return (
    <BottomSheet open={open} onClose={props.onClose} title={t('contract.position.closeTitle')} lead={t('contract.position.closeLead')} testId="position-close-sheet">
      <ClosePositionForm {...props} />
    </BottomSheet>
  );
}
