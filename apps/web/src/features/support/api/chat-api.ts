import type { SupportConversation, SupportInboxRow, SupportMessage, SupportMessagePage } from '@halyard/shared';
import { apiRequest } from '../../../lib/api-client';
import { memberQueryRoot } from '../../../lib/query-client';

/** Under the member root, so signing out forgets every conversation. */
export const supportQueryRoot = [...memberQueryRoot, 'support'] as const;
export const conversationQueryKey = [...supportQueryRoot, 'conversation'] as const;
export const inboxQueryKey = [...supportQueryRoot, 'inbox'] as const;
export const HISTORY_PAGE_SIZE = 30;

/** One side of a conversation: the member's own, or an operator's view of one member's. */
export interface ChatSide {
  /** Who is writing from here. */
  me: 'member' | 'operator';
  /** The conversation shown (null: the member has not written yet). */
  conversationId: number | null;
  queryKey: readonly unknown[];
  history(pageNum: number): Promise<SupportMessagePage>;
  sendText(text: string): Promise<SupportMessage>;
  sendImage(file: Blob): Promise<SupportMessage>;
  read(lastId: number): Promise<unknown>;
  imagePath(imageId: number): string;
}

export function memberSide(conversationId: number | null): ChatSide {
  return {
    me: 'member',
    conversationId,
    queryKey: [...supportQueryRoot, 'member', 'history'],
    history: (pageNum) => apiRequest({ path: '/member/support/listH5', query: { pageNum, pageSize: HISTORY_PAGE_SIZE } }),
    sendText: (text) => apiRequest({ method: 'POST', path: '/member/support/send', json: { text } }),
    sendImage: (file) => apiRequest({ method: 'POST', path: '/member/support/image', raw: file }),
    read: (lastId) => apiRequest({ method: 'POST', path: '/member/support/read', json: { lastId } }),
    imagePath: (imageId) => `/member/support/images/${imageId}`,
  };
}

export function operatorSide(conversationId: number): ChatSide {
  const base = `/admin/support/conversations/${conversationId}`;
  return {
    me: 'operator',
    conversationId,
    queryKey: [...supportQueryRoot, 'operator', conversationId, 'history'],
    history: (pageNum) => apiRequest({ path: `${base}/messages`, query: { pageNum, pageSize: HISTORY_PAGE_SIZE } }),
    sendText: (text) => apiRequest({ method: 'POST', path: `${base}/send`, json: { text } }),
    sendImage: (file) => apiRequest({ method: 'POST', path: `${base}/image`, raw: file }),
    read: (lastId) => apiRequest({ method: 'POST', path: `${base}/read`, json: { lastId } }),
    imagePath: (imageId) => `/admin/support/images/${imageId}`,
  };
}

/** GET /member/support/conversation: unread count and read receipts. */
export function getConversation(): Promise<SupportConversation> {
  return apiRequest({ path: '/member/support/conversation' });
}

/** GET /admin/support/conversations: the operators' inbox. */
export function getInbox(): Promise<{ rows: SupportInboxRow[]; total: number }> {
  return apiRequest({ path: '/admin/support/conversations', query: { pageNum: 1, pageSize: 100 } });
}
