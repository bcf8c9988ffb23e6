import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { InfiniteScroll } from 'antd-mobile';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { ListEnd } from './list-end';
import { MoreRowsSkeleton, RecordRowsSkeleton } from './skeleton';
import type { Page } from '../lib/paging';

interface RecordListProps<Row> {
  query: UseInfiniteQueryResult<InfiniteData<Page<Row>>>;
  rowKey: (row: Row) => string | number;
  renderRow: (row: Row) => ReactNode;
  testId: string;
  /** The placeholder while the first page loads; record rows by default. */
  skeleton?: ReactNode;
}

/**
 * A paged list with every state: skeleton rows while loading, failed (in words, with a retry),
 * "No data available", more rows on scroll (antd-mobile InfiniteScroll), and "No more data"
 * once the last page is in.
 */
export function RecordList<Row>({ query, rowKey, renderRow, testId, skeleton }: RecordListProps<Row>) {
  if (query.isPending) return skeleton ?? <RecordRowsSkeleton />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const rows = query.data.pages.flatMap((page) => page.rows);
  if (rows.length === 0) return <EmptyState testId={`${testId}-empty`} />;

  const loadMore = async () => {
    const result = await query.fetchNextPage();
    // InfiniteScroll shows its retry state when loadMore rejects.
    if (result.isError) throw result.error;
  };
  return (
    <>
      <ul className="record-list" data-testid={testId}>
        {rows.map((row) => (
          <li key={rowKey(row)}>{renderRow(row)}</li>
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
