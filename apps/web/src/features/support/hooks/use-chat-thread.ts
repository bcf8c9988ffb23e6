import type { SupportChatEvent, SupportMessage, SupportMessagePage } from '@halyard/shared';
import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ChatSide } from '../api/chat-api';
import { useChatEvents } from './use-chat-events';

type History = InfiniteData<SupportMessagePage, number>;

/** Adds a message to the newest page unless it is there already (the sender's answer and its push both bring it). */
function withMessage(history: History | undefined, message: SupportMessage): History | undefined {
  if (!history) return history;
  if (history.pages.some((page) => page.rows.some((row) => row.id === message.id))) return history;
  const [newest, ...older] = history.pages;
  if (!newest) return history;
  return { ...history, pages: [{ rows: [message, ...newest.rows], total: newest.total + 1 }, ...older] };
}

export interface ChatThread {
  /** Oldest first, as a chat reads. */
  messages: SupportMessage[];
  status: 'pending' | 'error' | 'success';
  retry: () => void;
  hasEarlier: boolean;
  loadEarlier: () => void;
  /** The other side has read my messages up to this id. */
  otherReadId: number;
  /** A message I sent (or that was pushed): it goes into the thread at once. */
  add: (message: SupportMessage) => void;
}

/**
 * A conversation's history with its live events: new messages append, receipts move, and what
 * the other side wrote is marked read while the thread is on screen.
 */
export function useChatThread(side: ChatSide, initialOtherReadId: number, signedIn: boolean): ChatThread {
  const queryClient = useQueryClient();
  const [liveReadId, setLiveReadId] = useState(0);
  const otherReadId = Math.max(initialOtherReadId, liveReadId);
  const history = useInfiniteQuery({
    queryKey: side.queryKey,
    queryFn: ({ pageParam }) => side.history(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: SupportMessagePage, pages: SupportMessagePage[]) => {
      const loaded = pages.reduce((count, page) => count + page.rows.length, 0);
      return last.rows.length > 0 && loaded < last.total ? pages.length + 1 : undefined;
    },
    enabled: signedIn,
  });

  const add = (message: SupportMessage) => queryClient.setQueryData<History>(side.queryKey, (current) => withMessage(current, message));

  useChatEvents(signedIn, (event: SupportChatEvent) => {
    if (side.conversationId !== null && event.conversationId !== side.conversationId) return;
    if (event.type === 'message') add(event.message);
    else if (event.reader !== side.me) setLiveReadId((current) => Math.max(current, event.lastReadId));
    // The member's first message opens the conversation: its id is known from then on.
    if (side.conversationId === null) void queryClient.invalidateQueries({ queryKey: side.queryKey });
  }, () => void history.refetch());

  // Back on the page (another app, a lost connection): what was said meanwhile comes from the history
  // (as it does when the socket's subscription is confirmed, above, after a reconnect too).
  const { refetch } = history;
  useEffect(() => {
    const catchUp = () => {
      if (document.visibilityState === 'visible') void refetch();
    };
    document.addEventListener('visibilitychange', catchUp);
    window.addEventListener('online', catchUp);
    return () => {
      document.removeEventListener('visibilitychange', catchUp);
      window.removeEventListener('online', catchUp);
    };
  }, [refetch]);

  const messages = useMemo(() => (history.data?.pages ?? []).flatMap((page) => page.rows).reverse(), [history.data]);

  // Reading is seeing: the newest message of the other side marks the thread read.
  const lastMarked = useRef(0);
  const newestTheirs = [...messages].reverse().find((message) => message.sender !== side.me)?.id ?? 0;
  useEffect(() => {
    if (!signedIn || newestTheirs <= lastMarked.current || document.visibilityState === 'hidden') return;
    lastMarked.current = newestTheirs;
    side.read(newestTheirs).catch(() => {
      lastMarked.current = 0;
    });
  }, [newestTheirs, signedIn, side]);

  return {
    messages,
    status: history.status,
    retry: () => void history.refetch(),
    hasEarlier: history.hasNextPage,
    loadEarlier: () => void history.fetchNextPage(),
    otherReadId,
    add,
  };
}
