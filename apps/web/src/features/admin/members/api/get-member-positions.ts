import { routes } from '@halyard/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { membersQueryKey } from './members';
import { pagedRecordsQueryOptions } from '../../../../lib/record-queries';

/** The member's contract positions, open and closed, newest first. */
export function useMemberPositions(id: number) {
  return useInfiniteQuery(
    pagedRecordsQueryOptions({
      queryKey: [...membersQueryKey, 'records', id, 'positions'],
      route: routes.membersConsole.positions,
      params: { id },
    }),
  );
}
