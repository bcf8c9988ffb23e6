import type { TransferRow } from '@halyard/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { assetsQueryRoot } from './query-root';
import { pagedPathQueryOptions } from '../../../lib/record-queries';

/** Lists and details of transfers; a new one invalidates them all. */
export const transfersQueryKey = [...assetsQueryRoot, 'transfers'] as const;

/** GET /member/transferRecord/listH5: the member's transfers, newest first. */
export const transfersQueryOptions = pagedPathQueryOptions<TransferRow>({ queryKey: [...transfersQueryKey, 'list'], path: '/member/transferRecord/listH5' });

export function useTransfers() {
  return useInfiniteQuery(transfersQueryOptions);
}
