import { routes, type StakeStatusName } from '@halyard/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { web3QueryRoot } from './query-root';
import { pageParams, pagedRecordsQueryOptions } from '../../../lib/record-queries';

export const ALL_STAKES = 'all';
export type StakeFilter = StakeStatusName | typeof ALL_STAKES;

/** Lists of stakes and their reward logs; staking and every accrual change them. */
export const stakesQueryKey = [...web3QueryRoot, 'stakes'] as const;

/** The member's stakes, newest first. */
export function stakesQueryOptions(filter: StakeFilter) {
  return pagedRecordsQueryOptions({
    queryKey: [...stakesQueryKey, 'list', filter],
    route: routes.staking.stakes,
    query: (pageNum) => ({ ...pageParams(pageNum), ...(filter === ALL_STAKES ? {} : { status: filter }) }),
  });
}

export function useStakes(filter: StakeFilter) {
  return useInfiniteQuery(stakesQueryOptions(filter));
}
