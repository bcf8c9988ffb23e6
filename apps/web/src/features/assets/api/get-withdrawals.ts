import { routes } from '@halyard/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { assetsQueryRoot } from './query-root';
import { pagedRecordsQueryOptions } from '../../../lib/record-queries';

/** Lists and details of withdrawals; a new one invalidates them all. */
export const withdrawalsQueryKey = [...assetsQueryRoot, 'withdrawals'] as const;

/** The member's withdrawals, newest first. */
export const withdrawalsQueryOptions = pagedRecordsQueryOptions({ queryKey: [...withdrawalsQueryKey, 'list'], route: routes.assets.withdrawals });

export function useWithdrawals() {
  return useInfiniteQuery(withdrawalsQueryOptions);
}
