import type { DepositRow } from '@halyard/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { assetsQueryRoot } from './query-root';
import { pagedPathQueryOptions } from '../../../lib/record-queries';

/** Lists and details of deposits; a new one (or a review) invalidates them all. */
export const depositsQueryKey = [...assetsQueryRoot, 'deposits'] as const;

/** GET /member/rechargeRecord/listH5: the member's deposits, newest first. */
export const depositsQueryOptions = pagedPathQueryOptions<DepositRow>({ queryKey: [...depositsQueryKey, 'list'], path: '/member/rechargeRecord/listH5' });

export function useDeposits() {
  return useInfiniteQuery(depositsQueryOptions);
}
