import type { ContractRow } from '@halyard/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { membersQueryKey } from './members';
import { pagedPathQueryOptions } from '../../../lib/record-queries';

/** GET /admin/members/:id/positions: the member's contract positions, open and closed, newest first. */
export function useMemberPositions(id: number) {
  return useInfiniteQuery(
    pagedPathQueryOptions<ContractRow>({
      queryKey: [...membersQueryKey, 'records', id, 'positions'],
      path: `/admin/members/${id}/positions`,
    }),
  );
}
