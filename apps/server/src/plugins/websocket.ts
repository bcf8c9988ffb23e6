import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SOCKET_PATH, USER_CHANNELS } from '@halyard/shared';
import type { DomainEvents } from '../lib/domain-events.js';
import type { MessagesService } from '../modules/messages/messages.service.js';
import type { MoneyService } from '../modules/money/money.service.js';
import type { SocketHub } from '../ws/hub.js';

export interface WebsocketPluginOptions {
  hub: SocketHub;
  events: DomainEvents;
  money: MoneyService;
  messages: MessagesService;
}

/** `/ws`: the HTX-style socket. The hub does the protocol; this attaches sockets and turns domain events into member pushes. */
export const websocketPlugin = fp(async (app: FastifyInstance, { hub, events, money, messages }: WebsocketPluginOptions) => {
  await app.register(websocket, {
    options: { maxPayload: 16 * 1024 },
    // A client that leaves uncleanly or sends an oversized frame is the client's doing: one line, no stack.
    errorHandler: (error, socket, request) => {
      request.log.info({ reason: error.message }, 'socket closed on a client error');
      socket.terminate();
    },
  });
  events.on('session.ended', ({ sessionId }) => hub.endSession(sessionId));
  // A member's orders change live on their own sockets.
  events.on('contract.changed', ({ userId, order }) => {
    if (hub.hasSubscribers('user.orders')) hub.publishToUser(userId, 'user.orders', { product: 'contract', order });
  });
  events.on('spot.changed', ({ userId, order }) => {
    if (hub.hasSubscribers('user.orders')) hub.publishToUser(userId, 'user.orders', { product: 'spot', order });
  });
  events.on('option.changed', ({ userId, option }) => {
    if (hub.hasSubscribers('user.orders')) hub.publishToUser(userId, 'user.orders', { product: 'option', order: option });
  });
  // Each committed balance change reaches the member's own sockets as `user.balance`.
  events.on('balances.changed', ({ userIds }) => {
    if (!hub.hasSubscribers('user.balance')) return;
    for (const userId of userIds) {
      money.balances(userId).then(
        (balances) => hub.publishToUser(userId, 'user.balance', balances),
        (error: unknown) => app.log.error({ err: error, userId }, 'could not push balances'),
      );
    }
  });
  hub.registerChannels({
    matches: (channel) => (USER_CHANNELS as readonly string[]).includes(channel),
    requiresAuth: true,
    // The notification list arrives as one array as soon as a signed-in socket asks for it.
    subscribed: (member, channel) => {
      if (channel === 'user.prompts') messages.pushPrompts(member.userId);
    },
  });
  app.get(SOCKET_PATH, { websocket: true, schema: { hide: true } }, (socket, request) => hub.attach(socket, request.ip));
  app.addHook('onClose', async () => hub.close());
});
