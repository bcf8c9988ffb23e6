import type { MoneyConfig } from '@halyard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { assetsQueryRoot } from './query-root';
import { apiRequest } from '../../../lib/api-client';
import { whileSignedIn } from '../../../lib/record-queries';

export const moneyConfigQueryKey = [...assetsQueryRoot, 'config'] as const;

/** GET /member/config/listH5: deposit channels (address, minimum, rate) and withdrawal channels (fee, minimum). */
export function getMoneyConfig(): Promise<MoneyConfig> {
  return apiRequest<MoneyConfig>({ path: '/member/config/listH5', showsOwnErrors: true });
}

export const moneyConfigQueryOptions = queryOptions({ queryKey: moneyConfigQueryKey, queryFn: getMoneyConfig, enabled: whileSignedIn });

export function useMoneyConfig() {
  return useQuery(moneyConfigQueryOptions);
}
