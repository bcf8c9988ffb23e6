import type { ContentItem, ContentPage } from '@halyard/shared';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { InfiniteScroll, PullToRefresh, Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { ListEnd } from '../../../components/list-end';
import { MoreRowsSkeleton } from '../../../components/skeleton';

interface PagedListProps {
  query: UseInfiniteQueryResult<InfiniteData<ContentPage>>;
  renderItem: (item: ContentItem) => ReactNode;
  testId: string;
  /** Shown while the first page loads. */
  placeholder?: ReactNode;
}

/** Grey lines in the shape of the rows to come. */
export function ListSkeleton({ rows = 4, withCover = false }: { rows?: number; withCover?: boolean }) {
  return (
    <div className="content-skeleton" data-testid="loading-state" aria-busy="true">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="content-skeleton__row">
          {withCover && <Skeleton animated className="content-skeleton__cover" />}
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={2} animated />
        </div>
      ))}
    </div>
  );
}

/**
 * A content list with every state: loading, failed (retry), "No data available", pull to
 * refresh, more rows on scroll, and "No more data" once the last page is in.
 */
export function PagedList({ query, renderItem, testId, placeholder }: PagedListProps) {
  if (query.isPending) return <>{placeholder ?? <ListSkeleton />}</>;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const rows = query.data.pages.flatMap((page) => page.rows);
  const loadMore = async () => {
    const result = await query.fetchNextPage();
    // InfiniteScroll shows its retry state when loadMore rejects.
    if (result.isError) throw result.error;
  };
  return (
    <PullToRefresh onRefresh={async () => void (await query.refetch())}>
      {rows.length === 0 ? (
        <EmptyState testId={`${testId}-empty`} />
      ) : (
        <>
          <ul className="content-list" data-testid={testId}>
            {rows.map((item) => (
              <li key={item.id}>{renderItem(item)}</li>
            ))}
          </ul>
          <InfiniteScroll className="content-list__more" hasMore={query.hasNextPage} loadMore={loadMore}>
            {(hasMore, failed, retry) => {
              if (failed) return <ErrorState onRetry={retry} />;
              return hasMore ? <MoreRowsSkeleton /> : <ListEnd />;
            }}
          </InfiniteScroll>
        </>
      )}
    </PullToRefresh>
  );
}
