import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SUPPORT_IMAGE_MAX_BYTES, routeTable } from '@halyard/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { ok } from '../../lib/envelope.js';
import { serve } from '../../lib/serve-route.js';
import { guards, operatorGuard, signedInMember } from '../../plugins/auth.js';
import type { SupportService } from './support.service.js';

const routes = routeTable.support;
const consoleRoutes = routeTable.supportConsole;
const member = [guards.member];
/** An image upload is its raw bytes with its type as Content-Type; the service checks both. */
const imageUpload = { bodyLimit: SUPPORT_IMAGE_MAX_BYTES + 1 };

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

  serve(app, routes.conversation, {
    preValidation: member,
    handler: async (request) => ok(await support.conversation(signedInMember(request).user.id)),
  });
  serve(app, routes.history, {
    preValidation: member,
    handler: async (request) => ok(await support.memberHistory(signedInMember(request).user.id, request.query)),
  });
  serve(app, routes.send, {
    preValidation: member,
    handler: async (request) => ok(await support.memberSendText(signedInMember(request).user.id, request.body.text)),
  });
  serve(app, routes.sendImage, {
    preValidation: member,
    ...imageUpload,
    handler: async (request) => {
      const { type, bytes } = uploaded(request);
      return ok(await support.memberSendImage(signedInMember(request).user.id, type, bytes));
    },
  });
  serve(app, routes.read, {
    preValidation: member,
    handler: async (request) => ok(await support.memberRead(signedInMember(request).user.id, request.body.lastId)),
  });
  serve(app, routes.image, {
    preValidation: member,
    handler: async (request, reply) => sendImage(reply, await support.memberImage(signedInMember(request).user.id, request.params.imageId)),
  });

  const operator = [guards.member, operatorGuard('support')];
  const actorOf = (request: FastifyRequest) => signedInMember(request).user.address;
  serve(app, consoleRoutes.inbox, {
    preValidation: operator,
    handler: async (request) => ok(await support.inbox(request.query)),
  });
  serve(app, consoleRoutes.history, {
    preValidation: operator,
    handler: async (request) => ok(await support.operatorHistory(request.params.id, request.query)),
  });
  serve(app, consoleRoutes.send, {
    preValidation: operator,
    handler: async (request) => ok(await support.operatorSendText(actorOf(request), request.params.id, request.body.text)),
  });
  serve(app, consoleRoutes.sendImage, {
    preValidation: operator,
    ...imageUpload,
    handler: async (request) => {
      const { type, bytes } = uploaded(request);
      return ok(await support.operatorSendImage(actorOf(request), request.params.id, type, bytes));
    },
  });
  serve(app, consoleRoutes.read, {
    preValidation: operator,
    handler: async (request) => ok(await support.operatorRead(request.params.id, request.body.lastId)),
  });
  serve(app, consoleRoutes.image, {
    preValidation: operator,
    handler: async (request, reply) => sendImage(reply, await support.operatorImage(request.params.imageId)),
  });
};
