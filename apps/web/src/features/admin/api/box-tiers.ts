import type { BoxTierConsoleRow, BoxTierInput } from '@halyard/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleQueryRoot } from './query-root';
import { apiRequest } from '../../../lib/api-client';
import type { Page } from '../../../lib/paging';
import { memberQueryRoot } from '../../../lib/query-client';
import { recordPathQueryOptions } from '../../../lib/record-queries';

export const boxTiersConsoleQueryKey = [...consoleQueryRoot, 'boxTiers'] as const;
/** A save writes the audit log too. */
const auditQueryKey = [...consoleQueryRoot, 'audit'] as const;
/** What the blind box page reads the tiers from (that feature's key, named here: a feature never imports another). */
const memberTiersQueryKey = [...memberQueryRoot, 'blindBox', 'tiers'] as const;

/** GET /admin/boxTiers: every tier, on sale or not, with its prize table, expected return and openings. */
export function useBoxTiersConsole() {
  return useQuery(recordPathQueryOptions<Page<BoxTierConsoleRow>>({ queryKey: boxTiersConsoleQueryKey, path: '/admin/boxTiers' }));
}

/** PUT /admin/boxTiers/{level}: a tier and its prize table for new openings; answers the tier as saved. The form shows a refusal. */
export function useSaveBoxTier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ level, tier }: { level: number; tier: BoxTierInput }) => apiRequest<BoxTierConsoleRow>({ method: 'PUT', path: `/admin/boxTiers/${level}`, json: tier, showsOwnErrors: true }),
    onSuccess: () => Promise.all([boxTiersConsoleQueryKey, auditQueryKey, memberTiersQueryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
