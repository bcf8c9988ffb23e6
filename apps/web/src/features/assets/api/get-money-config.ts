import { routes } from '@halyard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { assetsQueryRoot } from './query-root';
import { call } from '../../../lib/api-client';
import { whileSignedIn } from '../../../lib/record-queries';

export const moneyConfigQueryKey = [...assetsQueryRoot, 'config'] as const;

/** Deposit channels (address, minimum, rate) and withdrawal channels (fee, minimum). */
export function getMoneyConfig() {
  return call(routes.assets.moneyConfig, {}, { showsOwnErrors: true });
}

export const moneyConfigQueryOptions = queryOptions({ queryKey: moneyConfigQueryKey, queryFn: getMoneyConfig, enabled: whileSignedIn });

export function useMoneyConfig() {
  return useQuery(moneyConfigQueryOptions);
}
