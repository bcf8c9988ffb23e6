import type { SpotRow } from '@halyard/shared';
import type { DomainEvents } from '../lib/domain-events.js';
import type { SpotService } from '../modules/spot/spot.service.js';
import type { PlannedTrigger, TriggerProduct } from './trigger-engine.js';

/** A waiting spot limit: a buy waits for the index to fall to it, a sell to rise; from the second after it was placed. */
export function spotTriggers(order: SpotRow): PlannedTrigger[] {
  if (order.status !== 'pending' || order.price === null) return [];
  return [{ kind: 'fill', level: order.price, crossing: order.side === 'buy' ? 'atOrBelow' : 'atOrAbove', watchFrom: order.placedSecond + 1 }];
}

/** Spot limit orders as the trigger engine sees them. */
export function spotTriggerProduct(deps: { spot: SpotService; events: DomainEvents }): TriggerProduct<SpotRow> {
  return {
    name: 'spot',
    active: () => deps.spot.pending(),
    changedSince: (since) => deps.spot.changedSince(since),
    triggersOf: spotTriggers,
    fire: (id, _kind, index) => deps.spot.fire(id, index),
    onChange: (listener) => deps.events.on('spot.changed', ({ order }) => listener(order)),
  };
}
