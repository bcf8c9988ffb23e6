import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { InfiniteScroll } from 'antd-mobile';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { ListEnd } from '../../../components/list-end';
import { LoadingState } from '../../../components/loading-state';
import type { Page } from '../api/paging';

interface RecordListProps<Row> {
  query: UseInfiniteQueryResult<InfiniteData<Page<Row>>>;
  rowKey: (row: Row) => string | number;
  renderRow: (row: Row) => ReactNode;
  testId: string;
}

/**
 * A paged list with every state: loading, failed (retry), "No data available", more rows on
 * scroll (antd-mobile InfiniteScroll), and "No more data" once the last page is in.
 */
export function RecordList<Row>({ query, rowKey, renderRow, testId }: RecordListProps<Row>) {
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState text={query.error.message || undefined} onRetry={() => void query.refetch()} />;
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
          if (failed) return <ErrorState onRetry={retry} />;
          return hasMore ? <LoadingState /> : <ListEnd />;
        }}
      </InfiniteScroll>
    </>
  );
}
