import type { BoxTier } from '@halyard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { blindBoxQueryRoot } from './query-root';
import { apiRequest } from '../../../lib/api-client';
import type { Page } from '../../../lib/paging';

/** GET /member/boxConfig/listH5: the tiers with their whole prize tables and expected returns. */
export const boxTiersQueryOptions = queryOptions({
  queryKey: [...blindBoxQueryRoot, 'tiers'],
  queryFn: () => apiRequest<Page<BoxTier>>({ path: '/member/boxConfig/listH5', showsOwnErrors: true }),
});

export function useBoxTiers() {
  return useQuery(boxTiersQueryOptions);
}
