import { routes } from '@halyard/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { memberQueryRoot } from '../../../../lib/query-client';
import { pagedRecordsQueryOptions } from '../../../../lib/record-queries';

/** The members this agent referred (agents only, else 403). */
export const referralsQueryOptions = pagedRecordsQueryOptions({ queryKey: [...memberQueryRoot, 'referrals'], route: routes.members.referrals });

export function useReferrals() {
  return useInfiniteQuery(referralsQueryOptions);
}
