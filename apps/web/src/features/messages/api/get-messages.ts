import { routes, type MemberMessagePage } from '@halyard/shared';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { memberQueryRoot } from '../../../lib/query-client';
import { readStored } from '../../../lib/storage';

/** Under the member root, so signing out forgets them. */
export const messagesQueryRoot = [...memberQueryRoot, 'messages'] as const;
export const unreadQueryKey = [...messagesQueryRoot, 'unread'] as const;
const PAGE_SIZE = 20;

function signedIn(): boolean {
  return readStored('token') !== undefined;
}

/** The member's messages, newest first. */
export function getMessages(pageNum: number) {
  return call(routes.messages.list, { query: { pageNum, pageSize: PAGE_SIZE } });
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
  queryFn: async () => (await call(routes.messages.unread)).count,
  enabled: signedIn,
});

/** How many messages are unread (the bell's badge); pushes keep it current. */
export function useUnreadCount(signedInNow: boolean) {
  return useQuery({ ...unreadQueryOptions, enabled: signedInNow });
}

/** Marks the given messages read, or all of them. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: number[]) => call(routes.messages.markRead, { body: ids ? { ids } : {} }),
    onSuccess: (result) => {
      queryClient.setQueryData(unreadQueryKey, result.count);
      void queryClient.invalidateQueries({ queryKey: [...messagesQueryRoot, 'list'] });
    },
  });
}
