import type { Balances } from '@halyard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { assetsQueryRoot, whileSignedIn } from './query-root';
import { apiRequest } from '../../../lib/api-client';

export const balancesQueryKey = [...assetsQueryRoot, 'balances'] as const;

/** GET /member/transferRecord/getMoeny: every account and the total in USDT. */
export function getBalances(): Promise<Balances> {
  return apiRequest<Balances>({ path: '/member/transferRecord/getMoeny' });
}

export const balancesQueryOptions = queryOptions({ queryKey: balancesQueryKey, queryFn: getBalances, enabled: whileSignedIn });

export function useBalances() {
  return useQuery(balancesQueryOptions);
}
