import type { WithdrawalRow } from '@halyard/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { assetsQueryRoot } from './query-root';
import { pagedPathQueryOptions } from '../../../lib/record-queries';

/** Lists and details of withdrawals; a new one invalidates them all. */
export const withdrawalsQueryKey = [...assetsQueryRoot, 'withdrawals'] as const;

/** GET /member/withdrawalRecord/listH5: the member's withdrawals, newest first. */
export const withdrawalsQueryOptions = pagedPathQueryOptions<WithdrawalRow>({ queryKey: [...withdrawalsQueryKey, 'list'], path: '/member/withdrawalRecord/listH5' });

export function useWithdrawals() {
  return useInfiniteQuery(withdrawalsQueryOptions);
}
