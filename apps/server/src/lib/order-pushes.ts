import type { DomainEvents } from './domain-events.js';
import type { MemberPush } from './member-push.js';

/** A member's orders change live on their own sockets: each committed change as `user.orders`. */
export function pushOrderChanges(events: DomainEvents, push: MemberPush): () => void {
  const stops = [
    events.on('contract.changed', ({ userId, order }) => {
      if (push.listens('user.orders')) push.pushToMember(userId, 'user.orders', { product: 'contract', order });
    }),
    events.on('spot.changed', ({ userId, order }) => {
      if (push.listens('user.orders')) push.pushToMember(userId, 'user.orders', { product: 'spot', order });
    }),
    events.on('option.changed', ({ userId, option }) => {
      if (push.listens('user.orders')) push.pushToMember(userId, 'user.orders', { product: 'option', order: option });
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
