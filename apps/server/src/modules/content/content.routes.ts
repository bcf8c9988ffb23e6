import { readFile } from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from '@halyard/shared';
import { ok } from '../../lib/envelope.js';
import { AppError } from '../../lib/app-error.js';
import { serve } from '../../lib/serve-route.js';
import type { ContentService } from './content.service.js';

const routes = routeTable.content;
/** Each kind's list and article routes, as the service names the kind. */
const lists = [
  ['banner', routes.bannerList],
  ['partner', routes.partnerList],
  ['official', routes.officialList],
  ['bulletin', routes.bulletinList],
  ['manual', routes.manualList],
] as const;
const details = [
  ['official', routes.official],
  ['bulletin', routes.bulletin],
  ['manual', routes.manual],
] as const;

/** Images made for the seeded content (apps/server/src/assets/content), served by name. */
const contentImages = new URL('../../assets/content/', import.meta.url);

/** `system/*` reads (spec §7), in the caller's language with en_US as fallback (editors save content in content-console.routes.ts). */
export const contentRoutes: FastifyPluginAsyncZod<{ content: ContentService}> = async (app, { content }) => {
  // Answers differ by language: a shared cache must keep them apart.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('vary', 'accept-language');
  });

  for (const [kind, route] of lists) {
    serve(app, route, { handler: async (request) => ok(await content.list(kind, request.locale, request.query)) });
  }

  for (const [kind, route] of details) {
    serve(app, route, { handler: async (request) => ok(await content.detail(kind, request.params.id, request.locale)) });
  }

  serve(app, routes.document, {
    handler: async (request) => ok(await content.document(request.params.slug, request.locale)),
  });

  serve(app, routes.image, {
    handler: async (request, reply) => {
      const svg = await readFile(new URL(request.params.name, contentImages)).catch(() => {
        throw AppError.notFound();
      });
      return reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    },
  });
};
