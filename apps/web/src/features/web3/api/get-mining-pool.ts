import { routes } from '@halyard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { web3QueryRoot } from './query-root';
import { call } from '../../../lib/api-client';
import { whileSignedIn } from '../../../lib/record-queries';

/** Rewards accrue on the engine, for every staker: the pool's page looks again this often while it is open. */
export const POOL_REFRESH_MS = 10_000;

export const miningPoolQueryKey = [...web3QueryRoot, 'pool'] as const;

/** The pool's figures, the member's income, recent rewards and daily production. */
export const miningPoolQueryOptions = queryOptions({
  queryKey: miningPoolQueryKey,
  queryFn: () => call(routes.staking.miningPool, {}, { showsOwnErrors: true }),
  enabled: whileSignedIn,
  refetchInterval: POOL_REFRESH_MS,
});

export function useMiningPool() {
  return useQuery(miningPoolQueryOptions);
}
