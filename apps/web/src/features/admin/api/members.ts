import type { MemberDetail, MemberRow, MemberUpdate } from '@halyard/shared';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleQueryRoot } from './query-root';
import { apiRequest } from '../../../lib/api-client';
import { pagedPathQueryOptions, pageParams, recordPathQueryOptions } from '../../../lib/record-queries';

export const membersQueryKey = [...consoleQueryRoot, 'members'] as const;

/** GET /admin/members?q=: members whose address contains q or whose mbId is q, newest first. */
export function memberSearchQueryOptions(search: string) {
  const q = search.trim();
  return pagedPathQueryOptions<MemberRow>({
    queryKey: [...membersQueryKey, 'search', q],
    path: '/admin/members',
    query: (pageNum) => ({ ...pageParams(pageNum), q: q === '' ? undefined : q }),
  });
}

export function useMemberSearch(search: string) {
  return useInfiniteQuery(memberSearchQueryOptions(search));
}

/** GET /admin/members/:id: kind, score, flags, balances and the counts of every record. */
export function useMemberDetail(id: number | undefined) {
  return useQuery({
    ...recordPathQueryOptions<MemberDetail>({ queryKey: [...membersQueryKey, 'detail', id], path: `/admin/members/${id ?? 0}` }),
    enabled: id !== undefined,
  });
}

/** PUT /admin/members/:id with only what changed; a refusal shows under the form. */
export function useUpdateMember(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: MemberUpdate) => apiRequest<MemberRow>({ method: 'PUT', path: `/admin/members/${id}`, json: update, showsOwnErrors: true }),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: membersQueryKey }), queryClient.invalidateQueries({ queryKey: [...consoleQueryRoot, 'audit'] })]),
  });
}
