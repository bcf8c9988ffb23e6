import { InfiniteScroll } from 'antd-mobile';
import { ErrorState } from '../../../components/error-state';
import { ListEnd } from '../../../components/list-end';
import { MoreRowsSkeleton } from '../../../components/skeleton';
import { currentLanguageTag, useTranslation } from '../../../lib/i18n';
import type { useReserveSnapshots } from '../api/get-reserve-snapshots';
import { formatSnapshotTime, type SnapshotGroup } from '../reserve-figures';

interface SnapshotHistoryProps {
  groups: readonly SnapshotGroup[];
  query: ReturnType<typeof useReserveSnapshots>;
  selected: number;
  onSelect: (snapshotId: number) => void;
}

/** Every published snapshot, newest first, more on scroll: any of them can be shown and checked. */
export function SnapshotHistory({ groups, query, selected, onSelect }: SnapshotHistoryProps) {
  const { t } = useTranslation();
  const loadMore = async () => {
    const result = await query.fetchNextPage();
    // InfiniteScroll shows its retry state when loadMore rejects.
    if (result.isError) throw result.error;
  };
  return (
    <>
      <ul className="snapshot-list" data-testid="reserves-history">
        {groups.map((group) => (
          <li key={group.snapshotId}>
            <button
              type="button"
              className="snapshot-row"
              aria-current={group.snapshotId === selected}
              data-testid={`reserves-history-${group.snapshotId}`}
              onClick={() => onSelect(group.snapshotId)}
            >
              <span className="snapshot-row__title">{t('reserves.snapshot.title', { id: group.snapshotId })}</span>
              <span className="snapshot-row__coins">{group.coins.map((row) => row.coin).join(' · ')}</span>
              <span className="snapshot-row__time">{formatSnapshotTime(group.takenAt, currentLanguageTag())}</span>
              {group.snapshotId === selected && <span className="snapshot-row__shown">{t('reserves.history.shown')}</span>}
            </button>
          </li>
        ))}
      </ul>
      <InfiniteScroll className="record-list__more" hasMore={query.hasNextPage} loadMore={loadMore}>
        {(hasMore, failed, retry) => {
          if (failed) return <ErrorState error={query.error} onRetry={retry} />;
          return hasMore ? <MoreRowsSkeleton /> : <ListEnd />;
        }}
      </InfiniteScroll>
    </>
  );
}
