import { routes } from '@halyard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { web3QueryRoot } from './query-root';
import { call } from '../../../lib/api-client';
import { whileSignedIn } from '../../../lib/record-queries';

export const stakingSummaryQueryKey = [...web3QueryRoot, 'summary'] as const;

/** Staked, the ETH reward balance and its USDT value, rewards today and ever. */
export const stakingSummaryQueryOptions = queryOptions({
  queryKey: stakingSummaryQueryKey,
  queryFn: () => call(routes.staking.summary, {}, { showsOwnErrors: true }),
  enabled: whileSignedIn,
});

export function useStakingSummary() {
  return useQuery(stakingSummaryQueryOptions);
}
