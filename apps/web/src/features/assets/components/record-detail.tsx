import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';

/** A detail page's states: loading, failed (the server's message, e.g. no such record, and retry), the record. */
export function RecordDetail<Row>({ query, children }: { query: UseQueryResult<Row>; children: (row: Row) => ReactNode }) {
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState text={query.error.message || undefined} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
