import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { RecordList } from '../../../components/record-list';
import { PayoutProgress, ReviewStatusTag } from '../../../entities/account';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { useWithdrawals } from '../api/get-withdrawals';
import { useLiveWithdrawals } from '../api/use-live-withdrawals';

/** The member's withdrawals, newest first, with their review status (live, with a sent payout's confirmations). */
export function WithdrawalList({ detailPath }: { detailPath: (id: number) => string }) {
  const { t } = useTranslation();
  const query = useWithdrawals();
  useLiveWithdrawals();
  return (
    <RecordList
      query={query}
      testId="withdrawal-list"
      rowKey={(row) => row.id}
      renderRow={(row) => (
        <Link className="record-row" to={detailPath(row.id)} data-testid={`withdrawal-row-${row.id}`}>
          <span className="record-row__title">
            {row.coin}-{row.chain}
          </span>
          <span className="record-row__amount">
            {formatAmount(row.amount)} {row.coin}
          </span>
          <span className="record-row__meta">
            {formatDateTime(row.createdAt)} · {t('assets.field.actualReceipt')} {formatAmount(row.actualAmount)}
          </span>
          <span className="record-row__status">
            <ReviewStatusTag status={row.status} />
          </span>
          <PayoutProgress row={row} className="record-row__extra" testId={`withdrawal-row-${row.id}-confirmations`} />
        </Link>
      )}
    />
  );
}
