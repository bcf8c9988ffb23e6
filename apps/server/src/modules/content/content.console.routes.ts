import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTENT_IMAGE_MAX_BYTES, routeTable } from '@halyard/shared';
import { AppError } from '../../lib/app-error.js';
import { ok } from '../../lib/envelope.js';
import { serve } from '../../lib/serve-route.js';
import { guards, operatorGuard, signedInMember } from '../../plugins/auth.js';
import type { ContentConsoleService } from './content-console.service.js';

const routes = routeTable.contentConsole;

/** The editors' content (ours): every item with its drafts, saved sanitised, images uploaded; each change audited. */
export const contentConsoleRoutes: FastifyPluginAsyncZod<{ contentConsole: ContentConsoleService }> = async (app, { contentConsole }) => {
  const editor = [guards.member, operatorGuard('editor')];
  const actorOf = (request: Parameters<typeof signedInMember>[0]) => signedInMember(request).user.address;
  // An upload is its raw bytes with its type as Content-Type; the service checks both, and the size.
  app.addContentTypeParser(/^image\//, { parseAs: 'buffer', bodyLimit: CONTENT_IMAGE_MAX_BYTES + 1 }, (_request, body, done) => done(null, body));

  serve(app, routes.list, {
    preValidation: editor,
    handler: async (request) => ok(await contentConsole.list(request.query)),
  });
  serve(app, routes.item, {
    preValidation: editor,
    handler: async (request) => ok(await contentConsole.item(request.params.id)),
  });
  serve(app, routes.add, {
    preValidation: editor,
    handler: async (request) => ok(await contentConsole.save(actorOf(request), request.body)),
  });
  serve(app, routes.replace, {
    preValidation: editor,
    handler: async (request) => ok(await contentConsole.save(actorOf(request), request.body, request.params.id)),
  });
  serve(app, routes.remove, {
    preValidation: editor,
    handler: async (request) => {
      await contentConsole.remove(actorOf(request), request.params.id);
      return ok(null);
    },
  });
  serve(app, routes.preview, {
    preValidation: editor,
    handler: async (request) => ok(contentConsole.preview(request.body.content)),
  });
  serve(app, routes.uploadImage, {
    preValidation: editor,
    bodyLimit: CONTENT_IMAGE_MAX_BYTES + 1,
    handler: async (request) => {
      const body: unknown = request.body;
      if (!Buffer.isBuffer(body)) throw AppError.invalidInput('imageTypeInvalid');
      return ok(await contentConsole.uploadImage(actorOf(request), request.headers['content-type'], body));
    },
  });
  serve(app, routeTable.contentImages.image, {
    handler: async (request, reply) => {
      const image = await contentConsole.image(request.params.imageId);
      return reply.header('content-type', image.content_type).header('cache-control', 'public, max-age=86400').header('x-content-type-options', 'nosniff').send(Buffer.from(image.data));
    },
  });
};
