import type { MemberInfo } from '@halyard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { memberQueryRoot } from '../../../lib/query-client';
import { useSessionStore } from '../stores/session-store';

export const memberInfoQueryKey = [...memberQueryRoot, 'info'] as const;

/** GET /member/app/getInfo (mbInfo); the stored copy under `userInfo` follows it. */
export async function getMemberInfo(): Promise<MemberInfo> {
  const info = await apiRequest<MemberInfo>({ path: '/member/app/getInfo' });
  useSessionStore.getState().setUserInfo(info);
  return info;
}

export const memberInfoQueryOptions = queryOptions({ queryKey: memberInfoQueryKey, queryFn: getMemberInfo });

export function useMemberInfo() {
  const token = useSessionStore((state) => state.token);
  const stored = useSessionStore((state) => state.userInfo);
  return useQuery({ ...memberInfoQueryOptions, enabled: token !== undefined, placeholderData: stored });
}
