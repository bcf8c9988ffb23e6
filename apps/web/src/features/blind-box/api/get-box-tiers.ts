import { routes } from '@halyard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { blindBoxQueryRoot } from './query-root';
import { call } from '../../../lib/api-client';

/** The tiers with their whole prize tables and expected returns. */
export const boxTiersQueryOptions = queryOptions({
  queryKey: [...blindBoxQueryRoot, 'tiers'],
  queryFn: () => call(routes.blindBox.tiers, {}, { showsOwnErrors: true }),
});

export function useBoxTiers() {
  return useQuery(boxTiersQueryOptions);
}
