import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE, ResponseCode, SOCKET_PATH } from '@halyard/shared';
import { translate } from '../lib/translate.js';

/**
 * Serves the built web app with SPA fallback: any GET (or HEAD, which answers as GET does, without
 * the body) that is not the API and not a file gets index.html. Hashed assets are cached for a
 * year; index.html is always revalidated.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, { webDist }: { webDist: string | null }) => {
  const hasWebApp = webDist !== null && existsSync(path.join(webDist, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith(`${API_BASE}/`) || request.url === API_BASE || request.url.startsWith(SOCKET_PATH);
    if (hasWebApp && (request.method === 'GET' || request.method === 'HEAD') && !isApi) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({
      code: ResponseCode.notFound,
      msg: translate(request.locale, 'routeNotFound', { method: request.method, path: request.url.split('?')[0] ?? '' }),
      data: null,
    });
  });
});
