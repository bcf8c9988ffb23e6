import { CHAIN_NETWORKS, FEE_PRECISION } from '@halyard/shared';
import { useTranslation } from '../../../lib/i18n';
import { DetailList } from '../../../components/detail-list';
import { RecordDetail } from '../../../components/record-detail';
import { PayoutProgress, ReviewStatusTag } from '../../../entities/account';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { useWithdrawal } from '../api/get-withdrawal';
import { useLiveWithdrawals } from '../api/use-live-withdrawals';
import { EmphasisedAddress } from './emphasised-address';
import { SaveAddressOffer } from './save-address-offer';

/** One withdrawal: amount, fee and actual receipt, destination, review status with payout hash (live confirmations while sent) or reason; an offer to save a new address. */
export function WithdrawalDetail({ id, backTo }: { id: number; backTo: string }) {
  const { t } = useTranslation();
  const query = useWithdrawal(id);
  useLiveWithdrawals();
  return (
    <RecordDetail query={query} backTo={backTo}>
      {(row) => (
        <>
          <div className="record-hero">
            <div className="record-hero__amount" data-testid="withdrawal-detail-amount">
              {formatAmount(row.amount)} <span>{row.coin}</span>
            </div>
            <ReviewStatusTag status={row.status} testId="withdrawal-detail-status" />
            {row.status === 'approved_once' && (
              <p className="record-hero__note" data-testid="withdrawal-detail-second-review">
                {t('assets.approvedOnceNote')}
              </p>
            )}
            <PayoutProgress row={row} className="record-hero__note" testId="withdrawal-detail-confirmations" />
            {row.status === 'rejected' && (
              <p className="record-hero__note" data-testid="withdrawal-detail-returned">
                {t('assets.withdrawal.rejectedNote')}
              </p>
            )}
          </div>
          <DetailList
            testId="withdrawal-detail"
            items={[
              row.status === 'rejected' && { key: 'reason', label: t('assets.field.reason'), value: row.reason ?? '--' },
              { key: 'fee', label: t('assets.field.fee'), value: `${formatAmount(row.fee, FEE_PRECISION.withdrawal)} ${row.coin}` },
              { key: 'actualReceipt', label: t('assets.field.actualReceipt'), value: `${formatAmount(row.actualAmount)} ${row.coin}` },
              { key: 'chain', label: t('assets.field.chain'), value: `${row.coin}-${row.chain} · ${CHAIN_NETWORKS[row.chain]}` },
              { key: 'address', label: t('assets.field.destination'), value: <EmphasisedAddress address={row.address} />, long: true },
              row.txHash !== null && { key: 'payoutTx', label: t('assets.field.payoutTx'), value: row.txHash, long: true },
              { key: 'time', label: t('assets.field.time'), value: formatDateTime(row.createdAt) },
              row.reviewedAt !== null && { key: 'reviewedAt', label: t('assets.field.reviewedAt'), value: formatDateTime(row.reviewedAt) },
              { key: 'record', label: t('assets.field.record'), value: String(row.id) },
            ]}
          />
          {row.status !== 'rejected' && <SaveAddressOffer chain={row.chain} address={row.address} />}
        </>
      )}
    </RecordDetail>
  );
}
