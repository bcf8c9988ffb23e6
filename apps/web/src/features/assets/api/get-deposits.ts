import { routes } from '@halyard/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { assetsQueryRoot } from './query-root';
import { pagedRecordsQueryOptions } from '../../../lib/record-queries';

/** Lists and details of deposits; a new one (or a review) invalidates them all. */
export const depositsQueryKey = [...assetsQueryRoot, 'deposits'] as const;

/** The member's deposits, newest first. */
export const depositsQueryOptions = pagedRecordsQueryOptions({ queryKey: [...depositsQueryKey, 'list'], route: routes.assets.deposits });

export function useDeposits() {
  return useInfiniteQuery(depositsQueryOptions);
}
