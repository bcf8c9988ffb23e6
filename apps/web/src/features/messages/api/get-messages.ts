import type { MemberMessagePage, UnreadCount } from '@halyard/shared';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { memberQueryRoot } from '../../../lib/query-client';
import { readStored } from '../../../lib/storage';

/** Under the member root, so signing out forgets them. */
export const messagesQueryRoot = [...memberQueryRoot, 'messages'] as const;
export const unreadQueryKey = [...messagesQueryRoot, 'unread'] as const;
const PAGE_SIZE = 20;

function signedIn(): boolean {
  return readStored('token') !== undefined;
}

/** GET /member/message/listH5: the member's messages, newest first. */
export function getMessages(pageNum: number): Promise<MemberMessagePage> {
  return apiRequest<MemberMessagePage>({ path: '/member/message/listH5', query: { pageNum, pageSize: PAGE_SIZE } });
}

export const messagesQueryOptions = infiniteQueryOptions({
  queryKey: [...messagesQueryRoot, 'list'],
  queryFn: ({ pageParam }) => getMessages(pageParam),
  initialPageParam: 1,
  getNextPageParam: (lastPage: MemberMessagePage, pages: MemberMessagePage[]) => {
    const loaded = pages.reduce((count, page) => count + page.rows.length, 0);
    return lastPage.rows.length > 0 && loaded < lastPage.total ? pages.length + 1 : undefined;
  },
  enabled: signedIn,
});

export function useMessages() {
  return useInfiniteQuery(messagesQueryOptions);
}

export const unreadQueryOptions = queryOptions({
  queryKey: unreadQueryKey,
  queryFn: async () => (await apiRequest<UnreadCount>({ path: '/member/message/unread' })).count,
  enabled: signedIn,
});

/** How many messages are unread (the bell's badge); pushes keep it current. */
export function useUnreadCount(signedInNow: boolean) {
  return useQuery({ ...unreadQueryOptions, enabled: signedInNow });
}

/** POST /member/message/read: the given messages, or all of them. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: number[]) => apiRequest<UnreadCount>({ method: 'POST', path: '/member/message/read', json: ids ? { ids } : {} }),
    onSuccess: (result) => {
      queryClient.setQueryData(unreadQueryKey, result.count);
      void queryClient.invalidateQueries({ queryKey: [...messagesQueryRoot, 'list'] });
    },
  });
}
