import { routes } from '@halyard/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { assetsQueryRoot } from './query-root';
import { pagedRecordsQueryOptions } from '../../../lib/record-queries';

/** Lists and details of transfers; a new one invalidates them all. */
export const transfersQueryKey = [...assetsQueryRoot, 'transfers'] as const;

/** The member's transfers, newest first. */
export const transfersQueryOptions = pagedRecordsQueryOptions({ queryKey: [...transfersQueryKey, 'list'], route: routes.assets.transfers });

export function useTransfers() {
  return useInfiniteQuery(transfersQueryOptions);
}
