import { useTranslation } from '../../../lib/i18n';
import { DetailList } from '../../../components/detail-list';
import { RecordDetail } from '../../../components/record-detail';
import { ReviewStatusTag } from '../../../entities/account';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { useTransfer } from '../api/get-transfer';

/** One transfer: amount, the two accounts, status and time. */
export function TransferDetail({ id, backTo }: { id: number; backTo: string }) {
  const { t } = useTranslation();
  const query = useTransfer(id);
  return (
    <RecordDetail query={query} backTo={backTo}>
      {(row) => (
        <>
          <div className="record-hero">
            <p className="record-hero__amount" data-testid="transfer-detail-amount">
              {formatAmount(row.amount)} <span>{row.coin}</span>
            </p>
            <ReviewStatusTag status={row.status} testId="transfer-detail-status" />
          </div>
          <DetailList
            testId="transfer-detail"
            items={[
              { key: 'from', label: t('assets.field.from'), value: t(`assets.account.${row.from}`) },
              { key: 'to', label: t('assets.field.to'), value: t(`assets.account.${row.to}`) },
              { key: 'coin', label: t('assets.field.coin'), value: row.coin },
              { key: 'time', label: t('assets.field.time'), value: formatDateTime(row.createdAt) },
              { key: 'record', label: t('assets.field.record'), value: String(row.id) },
            ]}
          />
        </>
      )}
    </RecordDetail>
  );
}
