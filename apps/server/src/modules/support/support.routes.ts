import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SUPPORT_IMAGE_MAX_BYTES,
  envelopeSchema,
  idParamsSchema,
  pageQuerySchema,
  supportConversationSchema,
  supportHistoryQuerySchema,
  supportInboxPageSchema,
  supportMessagePageSchema,
  supportMessageSchema,
  supportReadBodySchema,
  supportTextBodySchema,
} from '@halyard/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { ok } from '../../lib/envelope.js';
import { guards, operatorGuard, signedInMember } from '../../plugins/auth.js';
import type { SupportService } from './support.service.js';

const tags = ['support'];
const member = [guards.member];
/** An image upload is its raw bytes with its type as Content-Type; the service checks both. */
const imageUpload = { bodyLimit: SUPPORT_IMAGE_MAX_BYTES + 1 };
const imageBody = { description: 'The image bytes (PNG, JPEG, WebP or GIF, at most 5 MB), its type as Content-Type' };
const imageParams = z.object({ imageId: z.coerce.number().int().positive() });

function uploaded(request: FastifyRequest): { type: string | undefined; bytes: Uint8Array } {
  if (!Buffer.isBuffer(request.body)) throw AppError.invalidInput('imageTypeInvalid');
  return { type: request.headers['content-type'], bytes: request.body };
}

function sendImage(reply: FastifyReply, image: { content_type: string; data: Uint8Array }) {
  return reply.header('content-type', image.content_type).header('cache-control', 'private, max-age=86400').header('content-disposition', 'inline').send(Buffer.from(image.data));
}

/** The built-in support chat: members talk to the operators; pushes go out on `user.chat`. */
export const supportRoutes: FastifyPluginAsyncZod<{ support: SupportService}> = async (app, { support }) => {
  // Every other body type reaches the handler as bytes, so an unsupported image gets a clear answer.
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: imageUpload.bodyLimit }, (_request, body, done) => done(null, body));

  app.get('/member/support/conversation', {
    preValidation: member,
    schema: { tags, summary: "The member's conversation: unread count and both read receipts", response: { 200: envelopeSchema(supportConversationSchema) } },
    handler: async (request) => ok(await support.conversation(signedInMember(request).user.id)),
  });
  app.get('/member/support/listH5', {
    preValidation: member,
    schema: { tags, summary: 'The conversation, newest message first', querystring: supportHistoryQuerySchema, response: { 200: envelopeSchema(supportMessagePageSchema) } },
    handler: async (request) => ok(await support.memberHistory(signedInMember(request).user.id, request.query)),
  });
  app.post('/member/support/send', {
    preValidation: member,
    schema: { tags, summary: 'Write to customer service', body: supportTextBodySchema, response: { 200: envelopeSchema(supportMessageSchema) } },
    handler: async (request) => ok(await support.memberSendText(signedInMember(request).user.id, request.body.text)),
  });
  app.post('/member/support/image', {
    preValidation: member,
    ...imageUpload,
    schema: { tags, summary: 'Send an image to customer service', body: z.unknown().describe(imageBody.description), response: { 200: envelopeSchema(supportMessageSchema) } },
    handler: async (request) => {
      const { type, bytes } = uploaded(request);
      return ok(await support.memberSendImage(signedInMember(request).user.id, type, bytes));
    },
  });
  app.post('/member/support/read', {
    preValidation: member,
    schema: { tags, summary: 'Mark the conversation read up to a message', body: supportReadBodySchema, response: { 200: envelopeSchema(supportConversationSchema) } },
    handler: async (request) => ok(await support.memberRead(signedInMember(request).user.id, request.body.lastId)),
  });
  app.get('/member/support/images/:imageId', {
    preValidation: member,
    schema: { tags, summary: 'An image of the member\'s own conversation', params: imageParams },
    handler: async (request, reply) => sendImage(reply, await support.memberImage(signedInMember(request).user.id, request.params.imageId)),
  });

  const operator = [guards.member, operatorGuard('support')];
  const admin = ['admin'];
  const actorOf = (request: FastifyRequest) => signedInMember(request).user.address;
  app.get('/admin/support/conversations', {
    preValidation: operator,
    schema: { tags: admin, summary: 'The support inbox, latest conversation first', querystring: pageQuerySchema, response: { 200: envelopeSchema(supportInboxPageSchema) } },
    handler: async (request) => ok(await support.inbox(request.query)),
  });
  app.get('/admin/support/conversations/:id/messages', {
    preValidation: operator,
    schema: { tags: admin, summary: 'A conversation, newest message first', params: idParamsSchema, querystring: supportHistoryQuerySchema, response: { 200: envelopeSchema(supportMessagePageSchema) } },
    handler: async (request) => ok(await support.operatorHistory(request.params.id, request.query)),
  });
  app.post('/admin/support/conversations/:id/send', {
    preValidation: operator,
    schema: { tags: admin, summary: 'Answer a member', params: idParamsSchema, body: supportTextBodySchema, response: { 200: envelopeSchema(supportMessageSchema) } },
    handler: async (request) => ok(await support.operatorSendText(actorOf(request), request.params.id, request.body.text)),
  });
  app.post('/admin/support/conversations/:id/image', {
    preValidation: operator,
    ...imageUpload,
    schema: { tags: admin, summary: 'Send a member an image', params: idParamsSchema, body: z.unknown().describe(imageBody.description), response: { 200: envelopeSchema(supportMessageSchema) } },
    handler: async (request) => {
      const { type, bytes } = uploaded(request);
      return ok(await support.operatorSendImage(actorOf(request), request.params.id, type, bytes));
    },
  });
  app.post('/admin/support/conversations/:id/read', {
    preValidation: operator,
    schema: { tags: admin, summary: 'Mark a conversation read up to a message', params: idParamsSchema, body: supportReadBodySchema, response: { 200: envelopeSchema(z.object({ lastReadId: z.number().int() })) } },
    handler: async (request) => ok(await support.operatorRead(request.params.id, request.body.lastId)),
  });
  app.get('/admin/support/images/:imageId', {
    preValidation: operator,
    schema: { tags: admin, summary: 'An image of any conversation', params: imageParams },
    handler: async (request, reply) => sendImage(reply, await support.operatorImage(request.params.imageId)),
  });
};
