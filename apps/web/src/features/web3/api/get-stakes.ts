import type { StakeRow, StakeStatusName } from '@halyard/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { web3QueryRoot } from './query-root';
import { pageParams, pagedPathQueryOptions } from '../../../lib/record-queries';

export const ALL_STAKES = 'all';
export type StakeFilter = StakeStatusName | typeof ALL_STAKES;

/** Lists of stakes and their reward logs; staking and every accrual change them. */
export const stakesQueryKey = [...web3QueryRoot, 'stakes'] as const;

/** GET /member/stakRecord/listH5?status=: the member's stakes, newest first. */
export function stakesQueryOptions(filter: StakeFilter) {
  return pagedPathQueryOptions<StakeRow>({
    queryKey: [...stakesQueryKey, 'list', filter],
    path: '/member/stakRecord/listH5',
    query: (pageNum) => ({ ...pageParams(pageNum), ...(filter === ALL_STAKES ? {} : { status: filter }) }),
  });
}

export function useStakes(filter: StakeFilter) {
  return useInfiniteQuery(stakesQueryOptions(filter));
}
