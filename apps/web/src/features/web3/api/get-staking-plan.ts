import { routes } from '@halyard/shared';
import { useQuery } from '@tanstack/react-query';
import { stakingPlansQueryKey } from './get-staking-plans';
import { recordQueryOptions } from '../../../lib/record-queries';

/** One plan and its own pool's figures. */
export function stakingPlanQueryOptions(id: number) {
  return recordQueryOptions({ queryKey: [...stakingPlansQueryKey, 'detail', id], route: routes.staking.plan, params: { id } });
}

export function useStakingPlan(id: number) {
  return useQuery(stakingPlanQueryOptions(id));
}
