import { routes } from '@halyard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client';
import { memberQueryRoot } from '../../lib/query-client';
import { whileSignedIn } from '../../lib/record-queries';

/** Under the member root, so sign-out removes them; every money movement invalidates it. */
export const balancesQueryKey = [...memberQueryRoot, 'account', 'balances'] as const;

/** Every account and the total in USDT. */
export function getBalances() {
  return call(routes.assets.balances, {}, { showsOwnErrors: true });
}

export const balancesQueryOptions = queryOptions({ queryKey: balancesQueryKey, queryFn: getBalances, enabled: whileSignedIn });

export function useBalances() {
  return useQuery(balancesQueryOptions);
}
