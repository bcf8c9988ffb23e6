import { readFile } from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ARTICLE_KINDS,
  DOCUMENT_SLUGS,
  contentItemSchema,
  contentListQuerySchema,
  contentPageSchema,
  documentSchema,
  envelopeSchema,
  idParamsSchema,
  type ContentKind,
} from '@halyard/shared';
import { z } from 'zod';
import { ok } from '../../lib/envelope.js';
import { AppError } from '../../lib/app-error.js';
import type { ContentService } from './content.service.js';

const tags = ['content'];
const listed: ReadonlyArray<{ kind: ContentKind; path: string; summary: string }> = [
  { kind: 'banner', path: 'banner', summary: 'Home banners, in their set order' },
  { kind: 'partner', path: 'partner', summary: 'Partners, in their set order' },
  { kind: 'official', path: 'official', summary: 'Official events, newest first' },
  { kind: 'bulletin', path: 'bulletin', summary: 'Announcements (bulletins), newest first' },
  { kind: 'manual', path: 'manual', summary: 'FAQ answers (the manual) with their topic, in their set order' },
];

/** Images made for the seeded content (apps/server/src/assets/content), served by name. */
const contentImages = new URL('../../assets/content/', import.meta.url);
const imageName = z.object({ name: z.string().regex(/^[a-z0-9-]{1,60}\.svg$/) });

/** `system/*` reads (spec §7), in the caller's language with en_US as fallback (editors save content in content-console.routes.ts). */
export const contentRoutes: FastifyPluginAsyncZod<{ content: ContentService}> = async (app, { content }) => {
  // Answers differ by language: a shared cache must keep them apart.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('vary', 'accept-language');
  });

  for (const { kind, path, summary } of listed) {
    app.get(`/system/${path}/listH5`, {
      schema: { tags, summary, querystring: contentListQuerySchema, response: { 200: envelopeSchema(contentPageSchema) } },
      handler: async (request) => ok(await content.list(kind, request.locale, request.query)),
    });
  }

  for (const kind of ARTICLE_KINDS) {
    app.get(`/system/${kind}/:id`, {
      schema: { tags, summary: `One ${kind} item with its sanitised HTML`, params: idParamsSchema, response: { 200: envelopeSchema(contentItemSchema) } },
      handler: async (request) => ok(await content.detail(kind, request.params.id, request.locale)),
    });
  }

  app.get('/system/document/:slug', {
    schema: {
      tags,
      summary: 'The white paper or the user agreement (with the version POST /member/app/auth accepts)',
      params: z.object({ slug: z.enum(DOCUMENT_SLUGS) }),
      response: { 200: envelopeSchema(documentSchema) },
    },
    handler: async (request) => ok(await content.document(request.params.slug, request.locale)),
  });

  app.get('/files/content/:name', {
    schema: { tags, summary: 'An image of the seeded content (SVG)', params: imageName },
    handler: async (request, reply) => {
      const svg = await readFile(new URL(request.params.name, contentImages)).catch(() => {
        throw AppError.notFound();
      });
      return reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    },
  });
};
