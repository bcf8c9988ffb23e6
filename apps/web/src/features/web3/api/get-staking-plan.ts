import type { StakingPlanDetail } from '@halyard/shared';
import { useQuery } from '@tanstack/react-query';
import { stakingPlansQueryKey } from './get-staking-plans';
import { recordPathQueryOptions } from '../../../lib/record-queries';

/** GET /member/stakConfig/:id: one plan and its own pool's figures. */
export function stakingPlanQueryOptions(id: number) {
  return recordPathQueryOptions<StakingPlanDetail>({ queryKey: [...stakingPlansQueryKey, 'detail', id], path: `/member/stakConfig/${id}` });
}

export function useStakingPlan(id: number) {
  return useQuery(stakingPlanQueryOptions(id));
}
