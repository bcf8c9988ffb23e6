import type { StakingSummary } from '@halyard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { web3QueryRoot } from './query-root';
import { apiRequest } from '../../../lib/api-client';
import { whileSignedIn } from '../../../lib/record-queries';

export const stakingSummaryQueryKey = [...web3QueryRoot, 'summary'] as const;

/** GET /member/stakMb/getStakInfo: staked, the ETH reward balance and its USDT value, rewards today and ever. */
export const stakingSummaryQueryOptions = queryOptions({
  queryKey: stakingSummaryQueryKey,
  queryFn: () => apiRequest<StakingSummary>({ path: '/member/stakMb/getStakInfo', showsOwnErrors: true }),
  enabled: whileSignedIn,
});

export function useStakingSummary() {
  return useQuery(stakingSummaryQueryOptions);
}
