import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SOCKET_BATCH_PARAM, SOCKET_PATH, USER_CHANNELS } from '@halyard/shared';
import type { MessagesService } from '../modules/messages/messages.service.js';
import type { SocketHub } from '../ws/hub.js';

export interface WebsocketPluginOptions {
  hub: SocketHub;
  messages: MessagesService;
}

/** `/ws`: the HTX-style socket. The hub does the protocol; this attaches sockets and opens the member channels. */
export const websocketPlugin = fp(async (app: FastifyInstance, { hub, messages }: WebsocketPluginOptions) => {
  await app.register(websocket, {
    options: { maxPayload: 16 * 1024 },
    // A client that leaves uncleanly or sends an oversized frame is the client's doing: one line, no stack.
    errorHandler: (error, socket, request) => {
      request.log.info({ reason: error.message }, 'socket closed on a client error');
      socket.terminate();
    },
  });
  hub.registerChannels({
    matches: (channel) => (USER_CHANNELS as readonly string[]).includes(channel),
    requiresAuth: true,
    // The notification list arrives as one array as soon as a signed-in socket asks for it.
    subscribed: (member, channel) => {
      if (channel === 'user.prompts') messages.pushPrompts(member.userId);
    },
  });
  app.get<{ Querystring: Partial<Record<typeof SOCKET_BATCH_PARAM, string>> }>(SOCKET_PATH, { websocket: true, schema: { hide: true } }, (socket, request) =>
    hub.attach(socket, request.ip, request.query[SOCKET_BATCH_PARAM] === '1'),
  );
});
