import { routes, type MemberInfo } from '@halyard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { memberQueryRoot } from '../../../lib/query-client';
import { useSessionStore } from '../stores/session-store';

export const memberInfoQueryKey = [...memberQueryRoot, 'info'] as const;

/** The member's info (mbInfo) with this token, or the session's. */
export function fetchMemberInfo(token?: string): Promise<MemberInfo> {
  return call(routes.session.memberInfo, {}, token === undefined ? {} : { headers: { Authorization: `Bearer ${token}` } });
}

/** The signed-in member's info; the stored copy under `userInfo` follows it. */
export async function getMemberInfo(): Promise<MemberInfo> {
  const info = await fetchMemberInfo();
  useSessionStore.getState().setUserInfo(info);
  return info;
}

export const memberInfoQueryOptions = queryOptions({ queryKey: memberInfoQueryKey, queryFn: getMemberInfo });

export function useMemberInfo() {
  const token = useSessionStore((state) => state.token);
  const stored = useSessionStore((state) => state.userInfo);
  return useQuery({ ...memberInfoQueryOptions, enabled: token !== undefined, placeholderData: stored });
}
