import { CHAIN_NETWORKS, USDT, USDT_DECIMALS } from '@halyard/shared';
import { useTranslation } from '../../../lib/i18n';
import { DetailList } from '../../../components/detail-list';
import { RecordDetail } from '../../../components/record-detail';
import { COIN_QUANTITY_DECIMALS, ReviewStatusTag } from '../../../entities/account';
import { formatAmount, formatDateTime, formatQuantity } from '../../../lib/format';
import { useDeposit } from '../api/get-deposit';

/** One deposit: what was reported, its review status, and once passed the rate and USDT credited. */
export function DepositDetail({ id, backTo }: { id: number; backTo: string }) {
  const { t } = useTranslation();
  const query = useDeposit(id);
  return (
    <RecordDetail query={query} backTo={backTo}>
      {(row) => (
        <>
          <div className="record-hero">
            <p className="record-hero__amount" data-testid="deposit-detail-amount">
              {formatQuantity(row.amount, COIN_QUANTITY_DECIMALS)} <span>{row.coin}</span>
            </p>
            <ReviewStatusTag status={row.status} testId="deposit-detail-status" />
            {row.status === 'approved_once' && (
              <p className="record-hero__note" data-testid="deposit-detail-second-review">
                {t('assets.approvedOnceNote')}
              </p>
            )}
          </div>
          <DetailList
            testId="deposit-detail"
            items={[
              row.status === 'passed' &&
                row.creditedUsdt !== null && { key: 'credited', label: t('assets.field.credited'), value: `${formatAmount(row.creditedUsdt, USDT_DECIMALS)} ${USDT}` },
              row.status === 'passed' &&
                row.rate !== null && { key: 'rate', label: t('assets.field.rate'), value: t('assets.rateValue', { coin: row.coin, rate: formatAmount(row.rate, USDT_DECIMALS) }) },
              row.status === 'rejected' && { key: 'reason', label: t('assets.field.reason'), value: row.reason ?? '--' },
              { key: 'chain', label: t('assets.field.chain'), value: `${row.chain} · ${CHAIN_NETWORKS[row.chain]}` },
              { key: 'address', label: t('assets.field.address'), value: row.address, long: true },
              { key: 'txHash', label: t('assets.field.txHash'), value: row.txHash, long: true },
              row.sender !== null && { key: 'sender', label: t('assets.deposit.sender'), value: row.sender, long: true },
              { key: 'time', label: t('assets.field.time'), value: formatDateTime(row.createdAt) },
              row.reviewedAt !== null && { key: 'reviewedAt', label: t('assets.field.reviewedAt'), value: formatDateTime(row.reviewedAt) },
              { key: 'record', label: t('assets.field.record'), value: String(row.id) },
            ]}
          />
        </>
      )}
    </RecordDetail>
  );
}
