import { routes } from '@halyard/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { stakesQueryKey } from './get-stakes';
import { pagedRecordsQueryOptions } from '../../../lib/record-queries';

/** A 90-day stake's log fits in one page. */
const REWARD_PAGE_SIZE = 100;

/** One stake's daily rewards, newest day first. */
export function stakeRewardsQueryOptions(stakeId: number) {
  return pagedRecordsQueryOptions({
    queryKey: [...stakesQueryKey, 'rewards', stakeId],
    route: routes.staking.rewards,
    params: { id: stakeId },
    query: (pageNum) => ({ pageNum, pageSize: REWARD_PAGE_SIZE }),
  });
}

export function useStakeRewards(stakeId: number) {
  return useInfiniteQuery(stakeRewardsQueryOptions(stakeId));
}
