import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SOCKET_PATH, USER_CHANNELS } from '@halyard/shared';
import type { SocketHub } from '../ws/hub.js';

/** `/ws`: the HTX-style socket. The hub does the protocol; this only attaches sockets to it. */
export const websocketPlugin = fp(async (app: FastifyInstance, { hub }: { hub: SocketHub }) => {
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });
  hub.registerChannels({
    matches: (channel) => (USER_CHANNELS as readonly string[]).includes(channel),
    requiresAuth: true,
  });
  app.get(SOCKET_PATH, { websocket: true, schema: { hide: true } }, (socket) => hub.attach(socket));
  app.addHook('onClose', async () => hub.close());
});
