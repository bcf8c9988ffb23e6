import { routes } from '@halyard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { web3QueryRoot } from './query-root';
import { call } from '../../../lib/api-client';

export const stakingPlansQueryKey = [...web3QueryRoot, 'plans'] as const;

/** The plans, with their days, bounds and daily rate. */
export const stakingPlansQueryOptions = queryOptions({
  queryKey: stakingPlansQueryKey,
  queryFn: () => call(routes.staking.plans, {}, { showsOwnErrors: true }),
});

export function useStakingPlans() {
  return useQuery(stakingPlansQueryOptions);
}
