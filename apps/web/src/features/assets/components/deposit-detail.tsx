import { CHAIN_NETWORKS, USDT, USDT_DECIMALS, type DepositRow } from '@halyard/shared';
import { useTranslation, type TFunction } from '../../../lib/i18n';
import { DetailList, type DetailItem } from '../../../components/detail-list';
import { RecordDetail } from '../../../components/record-detail';
import { COIN_QUANTITY_DECIMALS } from '../../../entities/account';
import { formatAmount, formatDateTime, formatQuantity } from '../../../lib/format';
import { useDeposit } from '../api/get-deposit';
import { useLiveDeposits } from '../api/use-live-deposits';
import { confirmationProgress } from '../deposit-status';
import { ConfirmationBar } from './confirmation-bar';
import { DepositStatusTag } from './deposit-status-tag';
import { TxHash } from './tx-hash';

/** Every place of a chain transfer's amount (ETH has 18): the detail lists it exactly when the hero's 8 places cut it. */
const CHAIN_AMOUNT_DECIMALS = 18;

/** What a chain deposit's outcome means for the member, under its status. */
function ChainNote({ row, t }: { row: DepositRow; t: TFunction }) {
  const progress = confirmationProgress(row);
  if (row.status === 'detected') {
    return (
      <>
        {progress && <ConfirmationBar count={progress.count} required={progress.required} testId="deposit-detail-progress" />}
        <p className="record-hero__note chain-deposit__note" data-testid="deposit-detail-note">
          {t('assets.chainDeposit.note.detected')}
        </p>
      </>
    );
  }
  if (row.status === 'below_minimum' || row.status === 'dropped') {
    return (
      <p className="record-hero__note chain-deposit__note" data-testid="deposit-detail-note">
        {t(`assets.chainDeposit.note.${row.status}`)}
      </p>
    );
  }
  return null;
}

function chainItems(row: DepositRow, t: TFunction): (DetailItem | false)[] {
  const exact = formatQuantity(row.amount, CHAIN_AMOUNT_DECIMALS);
  return [
    exact !== formatQuantity(row.amount, COIN_QUANTITY_DECIMALS) && { key: 'amount', label: t('assets.field.amount'), value: `${exact} ${row.coin}` },
    row.status === 'passed' && row.creditedUsdt !== null && { key: 'credited', label: t('assets.field.credited'), value: `${formatAmount(row.creditedUsdt, USDT_DECIMALS)} ${USDT}` },
    row.status === 'passed' &&
      row.coin !== USDT &&
      row.rate !== null && { key: 'rate', label: t('assets.field.rate'), value: t('assets.rateValue', { coin: row.coin, rate: formatAmount(row.rate, USDT_DECIMALS) }) },
    { key: 'chain', label: t('assets.field.network'), value: `${row.chain} · ${CHAIN_NETWORKS[row.chain]}` },
    { key: 'txHash', label: t('assets.field.txHash'), value: <TxHash hash={row.txHash} testId="deposit-detail-txHash-value" /> },
    row.blockNumber !== null && { key: 'block', label: t('assets.chainDeposit.block'), value: String(row.blockNumber) },
    row.sender !== null && { key: 'sender', label: t('assets.deposit.sender'), value: row.sender, long: true },
    { key: 'address', label: t('assets.chainDeposit.yourAddress'), value: row.address, long: true },
    { key: 'time', label: t('assets.chainDeposit.detectedAt'), value: formatDateTime(row.createdAt) },
    row.status === 'passed' && row.reviewedAt !== null && { key: 'reviewedAt', label: t('assets.chainDeposit.creditedAt'), value: formatDateTime(row.reviewedAt) },
    { key: 'record', label: t('assets.field.record'), value: String(row.id) },
  ];
}

function reportedItems(row: DepositRow, t: TFunction): (DetailItem | false)[] {
  return [
    row.status === 'passed' && row.creditedUsdt !== null && { key: 'credited', label: t('assets.field.credited'), value: `${formatAmount(row.creditedUsdt, USDT_DECIMALS)} ${USDT}` },
    row.status === 'passed' && row.rate !== null && { key: 'rate', label: t('assets.field.rate'), value: t('assets.rateValue', { coin: row.coin, rate: formatAmount(row.rate, USDT_DECIMALS) }) },
    row.status === 'rejected' && { key: 'reason', label: t('assets.field.reason'), value: row.reason ?? '--' },
    { key: 'chain', label: t('assets.field.chain'), value: `${row.chain} · ${CHAIN_NETWORKS[row.chain]}` },
    { key: 'address', label: t('assets.field.address'), value: row.address, long: true },
    { key: 'txHash', label: t('assets.field.txHash'), value: row.txHash, long: true },
    row.sender !== null && { key: 'sender', label: t('assets.deposit.sender'), value: row.sender, long: true },
    { key: 'time', label: t('assets.field.time'), value: formatDateTime(row.createdAt) },
    row.reviewedAt !== null && { key: 'reviewedAt', label: t('assets.field.reviewedAt'), value: formatDateTime(row.reviewedAt) },
    { key: 'record', label: t('assets.field.record'), value: String(row.id) },
  ];
}

/**
 * One deposit. Reported: what was reported, its review status, and once passed the rate and USDT
 * credited. From the chain: its confirmations live, the transaction, and what it credited.
 */
export function DepositDetail({ id, backTo }: { id: number; backTo: string }) {
  const { t } = useTranslation();
  const query = useDeposit(id);
  useLiveDeposits();
  return (
    <RecordDetail query={query} backTo={backTo}>
      {(row) => (
        <>
          <div className="record-hero">
            <p className="record-hero__amount" data-testid="deposit-detail-amount">
              {formatQuantity(row.amount, COIN_QUANTITY_DECIMALS)} <span>{row.coin}</span>
            </p>
            <DepositStatusTag row={row} testId="deposit-detail-status" />
            {row.origin === 'chain' && <ChainNote row={row} t={t} />}
            {row.status === 'approved_once' && (
              <p className="record-hero__note" data-testid="deposit-detail-second-review">
                {t('assets.approvedOnceNote')}
              </p>
            )}
          </div>
          <DetailList testId="deposit-detail" items={row.origin === 'chain' ? chainItems(row, t) : reportedItems(row, t)} />
        </>
      )}
    </RecordDetail>
  );
}
