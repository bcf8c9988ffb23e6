import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONTENT_IMAGE_MAX_BYTES,
  contentConsoleItemSchema,
  contentConsolePageSchema,
  contentConsoleQuerySchema,
  contentImageSchema,
  contentInputSchema,
  contentPreviewBodySchema,
  contentPreviewSchema,
  envelopeSchema,
  idParamsSchema,
} from '@halyard/shared';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { ok } from '../../lib/envelope.js';
import { guards, operatorGuard, signedInMember } from '../../plugins/auth.js';
import type { ContentConsoleService } from './content-console.service.js';

const tags = ['admin'];
const imageParams = z.object({ imageId: z.coerce.number().int().positive().max(2_147_483_647) });

/** The editors' content (ours): every item with its drafts, saved sanitised, images uploaded; each change audited. */
export const contentConsoleRoutes: FastifyPluginAsyncZod<{ contentConsole: ContentConsoleService }> = async (app, { contentConsole }) => {
  const editor = [guards.member, operatorGuard('editor')];
  const actorOf = (request: Parameters<typeof signedInMember>[0]) => signedInMember(request).user.address;
  // An upload is its raw bytes with its type as Content-Type; the service checks both, and the size.
  app.addContentTypeParser(/^image\//, { parseAs: 'buffer', bodyLimit: CONTENT_IMAGE_MAX_BYTES + 1 }, (_request, body, done) => done(null, body));

  app.get('/admin/content', {
    preValidation: editor,
    schema: { tags, summary: 'Every item of a kind, drafts and scheduled ones included, newest first', querystring: contentConsoleQuerySchema, response: { 200: envelopeSchema(contentConsolePageSchema) } },
    handler: async (request) => ok(await contentConsole.list(request.query)),
  });
  app.get('/admin/content/:id', {
    preValidation: editor,
    schema: { tags, summary: 'One item with every translation, as saved', params: idParamsSchema, response: { 200: envelopeSchema(contentConsoleItemSchema) } },
    handler: async (request) => ok(await contentConsole.item(request.params.id)),
  });
  app.post('/admin/content', {
    preValidation: editor,
    schema: { tags, summary: 'Add an event, bulletin, FAQ answer, banner, partner or document (HTML sanitised on save)', body: contentInputSchema, response: { 200: envelopeSchema(z.object({ id: z.number().int() })) } },
    handler: async (request) => ok(await contentConsole.save(actorOf(request), request.body)),
  });
  app.put('/admin/content/:id', {
    preValidation: editor,
    schema: { tags, summary: 'Replace an item and its translations, or publish and take it down (HTML sanitised on save)', params: idParamsSchema, body: contentInputSchema, response: { 200: envelopeSchema(z.object({ id: z.number().int() })) } },
    handler: async (request) => ok(await contentConsole.save(actorOf(request), request.body, request.params.id)),
  });
  app.delete('/admin/content/:id', {
    preValidation: editor,
    schema: { tags, summary: 'Remove an item (the two documents stay)', params: idParamsSchema, response: { 200: envelopeSchema(z.null()) } },
    handler: async (request) => {
      await contentConsole.remove(actorOf(request), request.params.id);
      return ok(null);
    },
  });
  app.post('/admin/content/preview', {
    preValidation: editor,
    schema: { tags, summary: 'HTML as the sanitiser will save it: what members will see', body: contentPreviewBodySchema, response: { 200: envelopeSchema(contentPreviewSchema) } },
    handler: async (request) => ok(contentConsole.preview(request.body.content)),
  });
  app.post('/admin/content/images', {
    preValidation: editor,
    bodyLimit: CONTENT_IMAGE_MAX_BYTES + 1,
    schema: { tags, summary: 'Upload an image for content (PNG, JPEG, WebP or GIF, at most 2 MB), its type as Content-Type', body: z.unknown(), response: { 200: envelopeSchema(contentImageSchema) } },
    handler: async (request) => {
      if (!Buffer.isBuffer(request.body)) throw AppError.invalidInput('imageTypeInvalid');
      return ok(await contentConsole.uploadImage(actorOf(request), request.headers['content-type'], request.body));
    },
  });
  app.get('/files/contentImage/:imageId', {
    schema: { tags: ['content'], summary: 'An uploaded content image (public: banners and events show it)', params: imageParams },
    handler: async (request, reply) => {
      const image = await contentConsole.image(request.params.imageId);
      return reply.header('content-type', image.content_type).header('cache-control', 'public, max-age=86400').header('x-content-type-options', 'nosniff').send(Buffer.from(image.data));
    },
  });
};
