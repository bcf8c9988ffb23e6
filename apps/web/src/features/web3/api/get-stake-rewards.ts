import type { StakeRewardRow } from '@halyard/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { stakesQueryKey } from './get-stakes';
import { pagedPathQueryOptions } from '../../../lib/record-queries';

/** A 90-day stake's log fits in one page. */
const REWARD_PAGE_SIZE = 100;

/** GET /member/stakMoneyLog/listH5/:id: one stake's daily rewards, newest day first. */
export function stakeRewardsQueryOptions(stakeId: number) {
  return pagedPathQueryOptions<StakeRewardRow>({
    queryKey: [...stakesQueryKey, 'rewards', stakeId],
    path: `/member/stakMoneyLog/listH5/${stakeId}`,
    query: (pageNum) => ({ pageNum, pageSize: REWARD_PAGE_SIZE }),
  });
}

export function useStakeRewards(stakeId: number) {
  return useInfiniteQuery(stakeRewardsQueryOptions(stakeId));
}
