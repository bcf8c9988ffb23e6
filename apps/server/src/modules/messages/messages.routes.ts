import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from '@halyard/shared';
import { ok } from '../../lib/envelope.js';
import { serve } from '../../lib/serve-route.js';
import { guards, operatorGuard, signedInMember } from '../../plugins/auth.js';
import type { MessagesService } from './messages.service.js';

const routes = routeTable.messages;
const consoleRoutes = routeTable.messagesConsole;
const member = [guards.member];

/** The message center (ours) and the operators' notification prompts. */
export const messagesRoutes: FastifyPluginAsyncZod<{ messages: MessagesService}> = async (app, { messages }) => {
  serve(app, routes.list, {
    preValidation: member,
    handler: async (request) => ok(await messages.list(signedInMember(request).user.id, request.query, request.query.unread === 'true')),
  });

  serve(app, routes.unread, {
    preValidation: member,
    handler: async (request) => ok({ count: await messages.unreadCount(signedInMember(request).user.id) }),
  });

  serve(app, routes.markRead, {
    preValidation: member,
    handler: async (request) => ok({ count: await messages.markRead(signedInMember(request).user.id, request.body.ids) }),
  });

  serve(app, routes.prompts, {
    preValidation: member,
    handler: async (request) => ok(await messages.promptsFor(signedInMember(request).user.id)),
  });

  const operator = [guards.member, operatorGuard('editor')];
  serve(app, consoleRoutes.prompts, {
    preValidation: operator,
    handler: async (request) => ok(await messages.prompts(request.query)),
  });
  serve(app, consoleRoutes.addPrompt, {
    preValidation: operator,
    handler: async (request) => ok(await messages.savePrompt(signedInMember(request).user.address, request.body)),
  });
  serve(app, consoleRoutes.changePrompt, {
    preValidation: operator,
    handler: async (request) => ok(await messages.savePrompt(signedInMember(request).user.address, request.body, request.params.id)),
  });
};
