import type { ReferralRow } from '@halyard/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { memberQueryRoot } from '../../../lib/query-client';
import { pagedPathQueryOptions } from '../../../lib/record-queries';

/** GET /member/agent/referrals: the members this agent referred (agents only, else 403). */
export const referralsQueryOptions = pagedPathQueryOptions<ReferralRow>({ queryKey: [...memberQueryRoot, 'referrals'], path: '/member/agent/referrals' });

export function useReferrals() {
  return useInfiniteQuery(referralsQueryOptions);
}
