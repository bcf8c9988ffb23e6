import { idParamsSchema } from '../contracts/assets.js';
import {
  supportConversationSchema,
  supportHistoryQuerySchema,
  supportImageBodySchema,
  supportImageParamsSchema,
  supportInboxPageSchema,
  supportMessagePageSchema,
  supportMessageSchema,
  supportOperatorReadSchema,
  supportReadBodySchema,
  supportTextBodySchema,
} from '../contracts/support.js';
import { pageQuerySchema } from '../envelope.js';
import { defineRoutes } from './define.js';

/** The built-in support chat, the member's side. */
export const supportRoutes = defineRoutes('support', {
  conversation: {
    method: 'GET',
    path: '/member/support/conversation',
    summary: "The member's conversation: unread count and both read receipts",
    response: supportConversationSchema,
  },
  history: {
    method: 'GET',
    path: '/member/support/listH5',
    summary: 'The conversation, newest message first',
    query: supportHistoryQuerySchema,
    response: supportMessagePageSchema,
  },
  send: {
    method: 'POST',
    path: '/member/support/send',
    summary: 'Write to customer service',
    body: supportTextBodySchema,
    response: supportMessageSchema,
  },
  sendImage: {
    method: 'POST',
    path: '/member/support/image',
    summary: 'Send an image to customer service',
    body: supportImageBodySchema,
    bodyKind: 'raw',
    response: supportMessageSchema,
  },
  read: {
    method: 'POST',
    path: '/member/support/read',
    summary: 'Mark the conversation read up to a message',
    body: supportReadBodySchema,
    response: supportConversationSchema,
  },
  image: {
    method: 'GET',
    path: '/member/support/images/:imageId',
    summary: "An image of the member's own conversation",
    params: supportImageParamsSchema,
    response: 'file',
  },
});

/** The operators' side of the support chat. */
export const supportConsoleRoutes = defineRoutes('admin', {
  inbox: {
    method: 'GET',
    path: '/admin/support/conversations',
    summary: 'The support inbox, latest conversation first',
    query: pageQuerySchema,
    response: supportInboxPageSchema,
  },
  history: {
    method: 'GET',
    path: '/admin/support/conversations/:id/messages',
    summary: 'A conversation, newest message first',
    params: idParamsSchema,
    query: supportHistoryQuerySchema,
    response: supportMessagePageSchema,
  },
  send: {
    method: 'POST',
    path: '/admin/support/conversations/:id/send',
    summary: 'Answer a member',
    params: idParamsSchema,
    body: supportTextBodySchema,
    response: supportMessageSchema,
  },
  sendImage: {
    method: 'POST',
    path: '/admin/support/conversations/:id/image',
    summary: 'Send a member an image',
    params: idParamsSchema,
    body: supportImageBodySchema,
    bodyKind: 'raw',
    response: supportMessageSchema,
  },
  read: {
    method: 'POST',
    path: '/admin/support/conversations/:id/read',
    summary: 'Mark a conversation read up to a message',
    params: idParamsSchema,
    body: supportReadBodySchema,
    response: supportOperatorReadSchema,
  },
  image: {
    method: 'GET',
    path: '/admin/support/images/:imageId',
    summary: 'An image of any conversation',
    params: supportImageParamsSchema,
    response: 'file',
  },
});
