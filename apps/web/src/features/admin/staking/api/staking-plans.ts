import { routes, type StakingPlanInput } from '@halyard/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleQueryOptions, consoleQueryRoot } from '../../console/api/query-root';
import { call } from '../../../../lib/api-client';
import { memberQueryRoot } from '../../../../lib/query-client';

export const stakingPlansConsoleQueryKey = [...consoleQueryRoot, 'stakingPlans'] as const;
/** A save writes the audit log too. */
const auditQueryKey = [...consoleQueryRoot, 'audit'] as const;
/**
 * What members' screens read the plans from (the WEB3.0 feature's keys, named here: a feature
 * never imports another): the staking page's plans (and a plan's detail under them) and the
 * mining pool, which lists them too. The admin's own app then shows the change at once.
 */
const memberPlanQueryKeys = [
  [...memberQueryRoot, 'web3', 'plans'],
  [...memberQueryRoot, 'web3', 'pool'],
] as const;

/** Every plan, offered or not, with the stakes running under it. */
export function useStakingPlansConsole() {
  return useQuery(consoleQueryOptions(stakingPlansConsoleQueryKey, routes.stakingConsole.plans));
}

/** Adds a plan (no id) or changes one, for new stakes only. The form shows a refusal. */
export function useSaveStakingPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, plan }: { id: number | undefined; plan: StakingPlanInput }) =>
      id === undefined ? call(routes.stakingConsole.addPlan, { body: plan }, { showsOwnErrors: true }) : call(routes.stakingConsole.changePlan, { params: { id }, body: plan }, { showsOwnErrors: true }),
    onSuccess: () => Promise.all([stakingPlansConsoleQueryKey, auditQueryKey, ...memberPlanQueryKeys].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
