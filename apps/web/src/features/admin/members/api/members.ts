import { routes, type MemberUpdate } from '@halyard/shared';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleQueryRoot } from '../../console/api/query-root';
import { call } from '../../../../lib/api-client';
import { pagedRecordsQueryOptions, pageParams, recordQueryOptions } from '../../../../lib/record-queries';

export const membersQueryKey = [...consoleQueryRoot, 'members'] as const;

/** Members whose address contains q or whose mbId is q, newest first. */
export function memberSearchQueryOptions(search: string) {
  const q = search.trim();
  return pagedRecordsQueryOptions({
    queryKey: [...membersQueryKey, 'search', q],
    route: routes.membersConsole.search,
    query: (pageNum) => ({ ...pageParams(pageNum), q: q === '' ? undefined : q }),
  });
}

export function useMemberSearch(search: string) {
  return useInfiniteQuery(memberSearchQueryOptions(search));
}

/** A member's kind, score, flags, balances and the counts of every record. */
export function useMemberDetail(id: number | undefined) {
  return useQuery({
    ...recordQueryOptions({ queryKey: [...membersQueryKey, 'detail', id], route: routes.membersConsole.detail, params: { id: id ?? 0 } }),
    enabled: id !== undefined,
  });
}

/** Changes a member with only what changed; a refusal shows under the form. */
export function useUpdateMember(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: MemberUpdate) => call(routes.membersConsole.update, { params: { id }, body: update }, { showsOwnErrors: true }),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: membersQueryKey }), queryClient.invalidateQueries({ queryKey: [...consoleQueryRoot, 'audit'] })]),
  });
}
