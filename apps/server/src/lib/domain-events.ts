import type { ContractRow, OptionRow, SpotRow } from '@halyard/shared';

/** What happened, after it committed: modules announce, others (socket pushes, messages) listen. */
export interface DomainEventMap {
  /** A session was logged out: its sockets sign out at once. */
  'session.ended': { sessionId: string };
  /** Money moved: these members' balances changed (after the commit). */
  'balances.changed': { userIds: number[] };
  /** A contract order or position changed (placed, filled, edited, closed, cancelled), after the commit. */
  'contract.changed': { userId: number; order: ContractRow };
  /** An option was bought or settled, after the commit. */
  'option.changed': { userId: number; option: OptionRow };
  /** A spot order was placed, filled or cancelled, after the commit. */
  'spot.changed': { userId: number; order: SpotRow };
}

type Listener<K extends keyof DomainEventMap> = (event: DomainEventMap[K]) => void;

/**
 * A typed, in-process bus. A listener that throws is reported and never stops the others or
 * the code that emitted: the event has already happened.
 */
export class DomainEvents {
  private readonly listeners = new Map<keyof DomainEventMap, Set<Listener<never>>>();

  constructor(private readonly onListenerError: (error: unknown, type: keyof DomainEventMap) => void = () => {}) {}

  on<K extends keyof DomainEventMap>(type: K, listener: Listener<K>): () => void {
    let set = this.listeners.get(type);
    if (!set) this.listeners.set(type, (set = new Set()));
    set.add(listener as Listener<never>);
    return () => set.delete(listener as Listener<never>);
  }

  emit<K extends keyof DomainEventMap>(type: K, event: DomainEventMap[K]): void {
    for (const listener of this.listeners.get(type) ?? []) {
      try {
        (listener as Listener<K>)(event);
      } catch (error) {
        this.onListenerError(error, type);
      }
    }
  }
}
