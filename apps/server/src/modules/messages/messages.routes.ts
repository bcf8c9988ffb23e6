import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  idParamsSchema,
  markReadBodySchema,
  memberMessagePageSchema,
  messageListQuerySchema,
  pageQuerySchema,
  promptInputSchema,
  promptPageSchema,
  promptSchema,
  unreadCountSchema,
} from '@halyard/shared';
import { z } from 'zod';
import { ok } from '../../lib/envelope.js';
import { guards, operatorGuard, signedInMember } from '../../plugins/auth.js';
import type { MessagesService } from './messages.service.js';

const tags = ['messages'];
const member = [guards.member];

/** The message center (ours) and the operators' notification prompts. */
export const messagesRoutes: FastifyPluginAsyncZod<{ messages: MessagesService}> = async (app, { messages }) => {
  app.get('/member/message/listH5', {
    preValidation: member,
    schema: { tags, summary: "The member's messages, newest first; `unread=true` for the unread ones", querystring: messageListQuerySchema, response: { 200: envelopeSchema(memberMessagePageSchema) } },
    handler: async (request) => ok(await messages.list(signedInMember(request).user.id, request.query, request.query.unread === 'true')),
  });

  app.get('/member/message/unread', {
    preValidation: member,
    schema: { tags, summary: 'How many of the member\'s messages are unread', response: { 200: envelopeSchema(unreadCountSchema) } },
    handler: async (request) => ok({ count: await messages.unreadCount(signedInMember(request).user.id) }),
  });

  app.post('/member/message/read', {
    preValidation: member,
    schema: { tags, summary: 'Mark messages read (all of them without ids); answers the unread count left', body: markReadBodySchema, response: { 200: envelopeSchema(unreadCountSchema) } },
    handler: async (request) => ok({ count: await messages.markRead(signedInMember(request).user.id, request.body.ids) }),
  });

  app.get('/member/prompt/listH5', {
    preValidation: member,
    schema: { tags, summary: "The member's active prompts (for everyone and for them), every language; the app shows its own", response: { 200: envelopeSchema(z.array(promptSchema)) } },
    handler: async (request) => ok(await messages.promptsFor(signedInMember(request).user.id)),
  });

  const operator = [guards.member, operatorGuard('editor')];
  const admin = ['admin'];
  app.get('/admin/prompts', {
    preValidation: operator,
    schema: { tags: admin, summary: 'Every prompt, newest first', querystring: pageQuerySchema, response: { 200: envelopeSchema(promptPageSchema) } },
    handler: async (request) => ok(await messages.prompts(request.query)),
  });
  app.post('/admin/prompts', {
    preValidation: operator,
    schema: { tags: admin, summary: 'Add a prompt for everyone or one member (HTML sanitised on save)', body: promptInputSchema, response: { 200: envelopeSchema(promptSchema) } },
    handler: async (request) => ok(await messages.savePrompt(signedInMember(request).user.address, request.body)),
  });
  app.put('/admin/prompts/:id', {
    preValidation: operator,
    schema: { tags: admin, summary: 'Change a prompt, e.g. switch it off', params: idParamsSchema, body: promptInputSchema, response: { 200: envelopeSchema(promptSchema) } },
    handler: async (request) => ok(await messages.savePrompt(signedInMember(request).user.address, request.body, request.params.id)),
  });
};
