import { Link } from 'react-router';
import { RecordList } from '../../../components/record-list';
import { COIN_QUANTITY_DECIMALS, ReviewStatusTag } from '../../../entities/account';
import { formatDateTime, formatQuantity } from '../../../lib/format';
import { useDeposits } from '../api/get-deposits';

/** The member's deposits, newest first, with their review status. */
export function DepositList({ detailPath }: { detailPath: (id: number) => string }) {
  const query = useDeposits();
  return (
    <RecordList
      query={query}
      testId="deposit-list"
      rowKey={(row) => row.id}
      renderRow={(row) => (
        <Link className="record-row" to={detailPath(row.id)} data-testid={`deposit-row-${row.id}`}>
          <span className="record-row__title">
            {row.coin} · {row.chain}
          </span>
          <span className="record-row__amount">
            {formatQuantity(row.amount, COIN_QUANTITY_DECIMALS)} {row.coin}
          </span>
          <span className="record-row__meta">{formatDateTime(row.createdAt)}</span>
          <span className="record-row__status">
            <ReviewStatusTag status={row.status} />
          </span>
        </Link>
      )}
    />
  );
}
