import { routes } from '@halyard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client';

/** Every published trading term (spot, contract and option rates and minimums), as decimal strings. */
export function getFinanceConfig() {
  return call(routes.finance.terms, {}, { showsOwnErrors: true });
}

export const financeConfigQueryOptions = queryOptions({ queryKey: ['trading', 'config'], queryFn: getFinanceConfig, staleTime: Infinity });

export function useFinanceConfig() {
  return useQuery(financeConfigQueryOptions);
}
