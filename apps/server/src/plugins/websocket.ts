import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import websocket from '@fastify/websocket';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { WebSocket } from 'ws';
import { SOCKET_BATCH_PARAM, SOCKET_PATH, USER_CHANNELS } from '@halyard/shared';
import type { MessagesService } from '../modules/messages/messages.service.js';
import type { SocketHub } from '../ws/hub.js';

export interface WebsocketPluginOptions {
  hub: SocketHub;
  messages: MessagesService;
}

/** A client that leaves uncleanly or sends an oversized frame is the client's doing: one line, no stack. */
function closeOnClientError(socket: WebSocket, log: FastifyBaseLogger) {
  return (error: Error) => {
    log.info({ reason: error.message }, 'socket closed on a client error');
    socket.terminate();
  };
}

/**
 * Lets the upgrade's request and reply go once the socket is open: @fastify/websocket's error
 * listener closes over both, and the TCP socket still points at the reply (and so the request, its
 * headers and its streams) for the socket's whole life, about 2 KB of the 8 KB a socket holds
 * (measured by heap snapshot at 5,000 sockets). The listener is replaced by one that holds only
 * the logger, and the reply is detached from the TCP socket as Node does when a response ends.
 */
function releaseUpgrade(socket: WebSocket, request: FastifyRequest): void {
  socket.removeAllListeners('error');
  socket.on('error', closeOnClientError(socket, request.log));
  const tcp = request.raw.socket as Socket & { _httpMessage?: ServerResponse | null };
  tcp._httpMessage?.detachSocket(tcp);
}

/** `/ws`: the HTX-style socket. The hub does the protocol; this attaches sockets and opens the member channels. */
export const websocketPlugin = fp(async (app: FastifyInstance, { hub, messages }: WebsocketPluginOptions) => {
  await app.register(websocket, {
    options: { maxPayload: 16 * 1024 },
    errorHandler: (error, socket, request) => closeOnClientError(socket, request.log)(error),
  });
  hub.registerChannels({
    matches: (channel) => (USER_CHANNELS as readonly string[]).includes(channel),
    requiresAuth: true,
    // The notification list arrives as one array as soon as a signed-in socket asks for it.
    subscribed: (member, channel) => {
      if (channel === 'user.prompts') messages.pushPrompts(member.userId);
    },
  });
  app.get<{ Querystring: Partial<Record<typeof SOCKET_BATCH_PARAM, string>> }>(SOCKET_PATH, { websocket: true, schema: { hide: true } }, (socket, request) => {
    hub.attach(socket, request.ip, request.query[SOCKET_BATCH_PARAM] === '1');
    releaseUpgrade(socket, request);
  });
});
