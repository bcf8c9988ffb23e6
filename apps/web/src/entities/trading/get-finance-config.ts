import type { FinanceConfig } from '@halyard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

/** GET /member/financeConfig/listH5: every published trading term (spot, contract and option rates and minimums), as decimal strings. */
export function getFinanceConfig(): Promise<FinanceConfig> {
  return apiRequest<FinanceConfig>({ path: '/member/financeConfig/listH5', showsOwnErrors: true });
}

export const financeConfigQueryOptions = queryOptions({ queryKey: ['trading', 'config'], queryFn: getFinanceConfig, staleTime: Infinity });

export function useFinanceConfig() {
  return useQuery(financeConfigQueryOptions);
}
