import { fillPath, routes, type SupportMessage, type SupportMessagePage } from '@halyard/shared';
import { call } from '../../../lib/api-client';
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
    history: (pageNum) => call(routes.support.history, { query: { pageNum, pageSize: HISTORY_PAGE_SIZE } }),
    sendText: (text) => call(routes.support.send, { body: { text } }),
    sendImage: (file) => call(routes.support.sendImage, { body: file }),
    read: (lastId) => call(routes.support.read, { body: { lastId } }),
    imagePath: (imageId) => fillPath(routes.support.image.path, { imageId }),
  };
}

export function operatorSide(conversationId: number): ChatSide {
  const params = { id: conversationId };
  return {
    me: 'operator',
    conversationId,
    queryKey: [...supportQueryRoot, 'operator', conversationId, 'history'],
    history: (pageNum) => call(routes.supportConsole.history, { params, query: { pageNum, pageSize: HISTORY_PAGE_SIZE } }),
    sendText: (text) => call(routes.supportConsole.send, { params, body: { text } }),
    sendImage: (file) => call(routes.supportConsole.sendImage, { params, body: file }),
    read: (lastId) => call(routes.supportConsole.read, { params, body: { lastId } }),
    imagePath: (imageId) => fillPath(routes.supportConsole.image.path, { imageId }),
  };
}

/** The member's unread count and read receipts. */
export function getConversation() {
  return call(routes.support.conversation);
}

/** The operators' inbox. */
export function getInbox() {
  return call(routes.supportConsole.inbox, { query: { pageNum: 1, pageSize: 100 } });
}
