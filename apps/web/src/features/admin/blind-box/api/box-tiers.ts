import { routes, type BoxTierInput } from '@halyard/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleQueryOptions, consoleQueryRoot } from '../../console/api/query-root';
import { call } from '../../../../lib/api-client';
import { memberQueryRoot } from '../../../../lib/query-client';

export const boxTiersConsoleQueryKey = [...consoleQueryRoot, 'boxTiers'] as const;
/** A save writes the audit log too. */
const auditQueryKey = [...consoleQueryRoot, 'audit'] as const;
/** What the blind box page reads the tiers from (that feature's key, named here: a feature never imports another). */
const memberTiersQueryKey = [...memberQueryRoot, 'blindBox', 'tiers'] as const;

/** Every tier, on sale or not, with its prize table, expected return and openings. */
export function useBoxTiersConsole() {
  return useQuery(consoleQueryOptions(boxTiersConsoleQueryKey, routes.blindBoxConsole.tiers));
}

/** A tier and its prize table for new openings; answers the tier as saved. The form shows a refusal. */
export function useSaveBoxTier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ level, tier }: { level: number; tier: BoxTierInput }) => call(routes.blindBoxConsole.setTier, { params: { level }, body: tier }, { showsOwnErrors: true }),
    onSuccess: () => Promise.all([boxTiersConsoleQueryKey, auditQueryKey, memberTiersQueryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
