import { USDT, type BoxOpeningRow } from '@halyard/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { ChipGroup } from '../../../components/chip-group';
import { RecordList } from '../../../components/record-list';
import { StatusTag } from '../../../components/status-tag';
import { formatDateTime, formatSignedAmount } from '../../../lib/format';
import { boxOutcome } from '../box-outcome';
import { ALL_OPENINGS, useOpenings, type OpeningFilter } from '../api/get-box-openings';

/** An opening's status: waiting for the engine's payout, or paid. */
export function OpeningStatus({ opening, testId }: { opening: BoxOpeningRow; testId?: string }) {
  const { t } = useTranslation();
  return <StatusTag label={t(`blindBox.history.${opening.status}`)} tone={opening.status === 'paid' ? 'success' : 'pending'} status={opening.status} testId={testId} />;
}

/** What an opening made or lost against its price, signed and coloured by it. */
function OpeningNet({ opening, testId }: { opening: BoxOpeningRow; testId: string }) {
  const { net, tone } = boxOutcome(opening);
  return (
    <span className={`record-row__amount amount--${tone}`} data-testid={testId}>
      {formatSignedAmount(net, 2)} {USDT}
    </span>
  );
}

/** The opening history: all, pending or paid, each leading to its detail and verification. */
export function OpeningList({ detailPath }: { detailPath: (id: number) => string }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<OpeningFilter>(ALL_OPENINGS);
  const query = useOpenings(filter);
  return (
    <>
      <ChipGroup
        label={t('blindBox.history.filter')}
        value={filter}
        onChange={setFilter}
        testId="opening-filter"
        options={[
          { value: ALL_OPENINGS, label: t('blindBox.history.all') },
          { value: 'pending', label: t('blindBox.history.pending') },
          { value: 'paid', label: t('blindBox.history.paid') },
        ]}
      />
      <RecordList
        query={query}
        testId="opening-list"
        rowKey={(row) => row.id}
        renderRow={(row) => (
          <Link className="record-row" to={detailPath(row.id)} data-testid={`opening-${row.id}`}>
            <span className="record-row__title">{t('blindBox.history.row', { level: row.level, nonce: row.nonce })}</span>
            <OpeningNet opening={row} testId={`opening-${row.id}-net`} />
            <span className="record-row__meta">{formatDateTime(row.createdAt)}</span>
            <span className="record-row__status">
              <OpeningStatus opening={row} testId={`opening-${row.id}-status`} />
            </span>
          </Link>
        )}
      />
    </>
  );
}
