import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { RecordList } from '../../../components/record-list';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { useTransfers } from '../api/get-transfers';

/** The member's transfers, newest first, each leading to its detail page. */
export function TransferList({ detailPath }: { detailPath: (id: number) => string }) {
  const { t } = useTranslation();
  const query = useTransfers();
  return (
    <RecordList
      query={query}
      testId="transfer-list"
      rowKey={(row) => row.id}
      renderRow={(row) => (
        <Link className="record-row" to={detailPath(row.id)} data-testid={`transfer-row-${row.id}`}>
          <span className="record-row__title">
            {t(`assets.account.${row.from}`)} → {t(`assets.account.${row.to}`)}
          </span>
          <span className="record-row__amount">
            {formatAmount(row.amount)} {row.coin}
          </span>
          <span className="record-row__meta">{formatDateTime(row.createdAt)}</span>
          <span className="record-row__status">{t('assets.status.done')}</span>
        </Link>
      )}
    />
  );
}
