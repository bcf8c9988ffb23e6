import { z } from 'zod';
import { idParamsSchema } from '../contracts/assets.js';
import {
  markReadBodySchema,
  memberMessagePageSchema,
  messageListQuerySchema,
  promptInputSchema,
  promptPageSchema,
  promptSchema,
  unreadCountSchema,
} from '../contracts/messages.js';
import { pageQuerySchema } from '../envelope.js';
import { defineRoutes } from './define.js';

/** The message center (ours) and the member's notification prompts. */
export const messagesRoutes = defineRoutes('messages', {
  list: {
    method: 'GET',
    path: '/member/message/listH5',
    summary: "The member's messages, newest first; `unread=true` for the unread ones",
    query: messageListQuerySchema,
    response: memberMessagePageSchema,
  },
  unread: {
    method: 'GET',
    path: '/member/message/unread',
    summary: "How many of the member's messages are unread",
    response: unreadCountSchema,
  },
  markRead: {
    method: 'POST',
    path: '/member/message/read',
    summary: 'Mark messages read (all of them without ids); answers the unread count left',
    body: markReadBodySchema,
    response: unreadCountSchema,
  },
  prompts: {
    method: 'GET',
    path: '/member/prompt/listH5',
    summary: "The member's active prompts (for everyone and for them), every language; the app shows its own",
    response: z.array(promptSchema),
  },
});

/** The operators' notification prompts. */
export const messagesConsoleRoutes = defineRoutes('admin', {
  prompts: {
    method: 'GET',
    path: '/admin/prompts',
    summary: 'Every prompt, newest first',
    query: pageQuerySchema,
    response: promptPageSchema,
  },
  addPrompt: {
    method: 'POST',
    path: '/admin/prompts',
    summary: 'Add a prompt for everyone or one member (HTML sanitised on save)',
    body: promptInputSchema,
    response: promptSchema,
  },
  changePrompt: {
    method: 'PUT',
    path: '/admin/prompts/:id',
    summary: 'Change a prompt, e.g. switch it off',
    params: idParamsSchema,
    body: promptInputSchema,
    response: promptSchema,
  },
});
