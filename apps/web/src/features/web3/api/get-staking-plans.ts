import type { StakingPlanRow } from '@halyard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { web3QueryRoot } from './query-root';
import { apiRequest } from '../../../lib/api-client';
import type { Page } from '../../../lib/paging';

export const stakingPlansQueryKey = [...web3QueryRoot, 'plans'] as const;

/** GET /member/stakConfig/listH5: the plans, with their days, bounds and daily rate. */
export const stakingPlansQueryOptions = queryOptions({
  queryKey: stakingPlansQueryKey,
  queryFn: () => apiRequest<Page<StakingPlanRow>>({ path: '/member/stakConfig/listH5', showsOwnErrors: true }),
});

export function useStakingPlans() {
  return useQuery(stakingPlansQueryOptions);
}
