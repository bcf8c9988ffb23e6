import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from './error-state';
import { NotFoundState } from './not-found-state';
import { DetailSkeleton } from './skeleton';
import { isNotFound } from '../lib/form-problem';

/**
 * A detail page's states: its skeleton while loading, "not found" with the way back (no record,
 * or another member's), a failure with a retry, then the record.
 */
export function RecordDetail<Row>({ query, backTo, children }: { query: UseQueryResult<Row>; backTo: string; children: (row: Row) => ReactNode }) {
  if (query.isPending) return <DetailSkeleton />;
  if (isNotFound(query.error)) return <NotFoundState backTo={backTo} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
