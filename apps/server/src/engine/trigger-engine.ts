import { coinByPair, INDEX_HISTORY_DAYS } from '@halyard/shared';
import type { Clock } from '../lib/clock.js';
import type { IndexHistory, IndexSecond } from '../modules/market/index-history.service.js';
import { TriggerBook, type Crossing } from './trigger-book.js';

/** What the engine needs to know of an order of any product. */
export interface TriggerOrder {
  id: number;
  pair: string;
  /** Grows with every change: a late, older copy never undoes a newer one. */
  version: number;
}

/** One trigger an order has now: where it stands, which way the index must move, and from when it counts. */
export interface PlannedTrigger {
  kind: string;
  level: string;
  crossing: Crossing;
  /** The first index second this trigger may fire at. */
  watchFrom: number;
}

/** A product whose orders wait for the index (contract limits and stops, spot limits). */
export interface TriggerProduct<Row extends TriggerOrder = TriggerOrder> {
  readonly name: string;
  active(): Promise<Row[]>;
  changedSince(since: Date): Promise<Row[]>;
  triggersOf(row: Row): PlannedTrigger[];
  /** Settles a crossed trigger once, guarded by the order's state; null when there was nothing to do. */
  fire(id: number, kind: string, index: IndexSecond): Promise<Row | null>;
  /** Committed changes of this product's orders, from this process. */
  onChange(listener: (row: Row) => void): () => void;
}

interface Watched {
  product: TriggerProduct;
  id: number;
  kind: string;
  watchFrom: number;
}

export interface TriggerEngineLog {
  info(object: object, message?: string): void;
  error(object: object, message?: string): void;
}

/** How often the engine looks for orders other processes placed or changed. */
const POLL_MS = 1000;
/** Changes committed this long before the poll's last look are looked at again (commit order is not time order). */
const POLL_OVERLAP_MS = 5000;

/** Integer ticks of a price at the pair's precision: exact comparisons in the trigger book. */
export function priceTicks(pair: string, price: string): number {
  return Math.round(Number(price) * 10 ** (coinByPair(pair)?.pricePrecision ?? 8));
}

/**
 * The trigger engine (issue 11), run by the engine role's holder for every product whose orders
 * wait for a price. Triggers sit in a sorted book per pair; each index second crosses what it
 * reaches, the nearest level first, and each crossed trigger is settled once by its product, in
 * its own guarded transaction. On start it rebuilds the book from the database and replays the
 * seconds it missed; an order learned late (placed by another process) is checked against the
 * seconds already settled that it should have seen.
 */
/** While replaying missed seconds, how often the engine saves how far it got. */
const REPLAY_SAVE_EVERY = 600;

export class TriggerEngine {
  private readonly book = new TriggerBook<Watched>();
  private readonly versions = new Map<string, number>();
  /** The trigger ids each order placed last, so a change removes exactly those. */
  private readonly placed = new Map<string, string[]>();
  private readonly doneUntil = new Map<string, number>();
  private queue: Promise<void> = Promise.resolve();
  /** The newest second settled for any pair (saved, so a restart replays from the next). */
  private lastSecond = 0;
  /** Where the engine picked up: a pair not seen since has been settled up to here. */
  private startSecond = 0;

  constructor(
    private readonly deps: {
      products: readonly TriggerProduct[];
      indexHistory: IndexHistory;
      clock: Clock;
      log: TriggerEngineLog;
      loadSecond(): Promise<number | undefined>;
      saveSecond(second: number): Promise<void>;
    },
  ) {}

  get triggers(): number {
    return this.book.size;
  }

  /** The newest index second settled (0 before the engine starts). */
  get settledThrough(): number {
    return this.lastSecond;
  }

  /** Rebuilds, replays what was missed, then follows the index live; resolves with how to stop. */
  async start(): Promise<() => Promise<void>> {
    const { products, indexHistory, clock } = this.deps;
    const nowSecond = Math.floor(clock.now().getTime() / 1000);
    this.lastSecond = Math.max((await this.deps.loadSecond()) ?? nowSecond, nowSecond - INDEX_HISTORY_DAYS * 86_400);
    this.startSecond = this.lastSecond;
    // Where this holder picked up, kept at once: a successor replays from here even if no second came.
    await this.deps.saveSecond(this.lastSecond);
    let lastPoll = clock.now();
    for (const product of products) for (const row of await product.active()) this.watch(product, row);
    const stops = products.map((product) => product.onChange((row) => this.enqueue(() => this.learn(product, row))));
    stops.push(indexHistory.onSecond((seconds) => this.enqueue(() => this.settleSeconds(seconds))));
    const replayTo = indexHistory.lastSecond();
    this.enqueue(() => this.replay(this.lastSecond + 1, replayTo));
    const poll = setInterval(() => {
      const since = new Date(lastPoll.getTime() - POLL_OVERLAP_MS);
      lastPoll = clock.now();
      this.enqueue(async () => {
        for (const product of products) for (const row of await product.changedSince(since)) await this.learn(product, row);
      });
    }, POLL_MS);
    poll.unref();
    return async () => {
      clearInterval(poll);
      for (const stop of stops) stop();
      await this.queue;
    };
  }

  /** Settles, in order, the work the engine has been handed so far (tests wait on it). */
  settled(): Promise<void> {
    return this.queue;
  }

  private enqueue(work: () => Promise<void>): void {
    this.queue = this.queue.then(work).catch((error: unknown) => {
      this.deps.log.error({ reason: error instanceof Error ? error.message : String(error) }, 'the trigger engine failed a step');
    });
  }

  /** Places an order's triggers as the order now stands, unless an older version arrived late. */
  private watch(product: TriggerProduct, row: TriggerOrder): PlannedTrigger[] {
    const key = `${product.name}:${row.id}`;
    if ((this.versions.get(key) ?? 0) >= row.version) return [];
    for (const id of this.placed.get(key) ?? []) this.book.delete(id);
    const triggers = product.triggersOf(row);
    if (triggers.length) {
      this.versions.set(key, row.version);
      this.placed.set(key, triggers.map((trigger) => `${key}:${trigger.kind}`));
    } else {
      this.versions.delete(key);
      this.placed.delete(key);
    }
    for (const trigger of triggers) {
      const value = { product, id: row.id, kind: trigger.kind, watchFrom: trigger.watchFrom };
      this.book.set(`${key}:${trigger.kind}`, row.pair, trigger.crossing, priceTicks(row.pair, trigger.level), value);
    }
    return triggers;
  }

  /** A change from anywhere: watch it, and check it against seconds already settled that it should have seen. */
  private async learn(product: TriggerProduct, row: TriggerOrder): Promise<void> {
    const triggers = this.watch(product, row);
    const settledTo = this.settledUntil(row.pair);
    const from = Math.min(...triggers.map((trigger) => trigger.watchFrom));
    if (!Number.isFinite(from) || from > settledTo) return;
    for (let second = Math.max(from, settledTo - INDEX_HISTORY_DAYS * 86_400); second <= settledTo; second += 1) {
      const price = await this.deps.indexHistory.priceAt(row.pair, second);
      if (price === undefined) continue;
      if (await this.settlePair({ pair: row.pair, second, price }, `${product.name}:${row.id}:`)) return;
    }
  }

  private settledUntil(pair: string): number {
    return this.doneUntil.get(pair) ?? this.startSecond;
  }

  private async replay(from: number, to: number): Promise<void> {
    if (from > to) return;
    this.deps.log.info({ from, to }, 'replaying the index seconds the trigger engine missed');
    for (let second = from; second <= to; second += 1) {
      // Only a fire changes the book during a replay: with nothing left to watch, the rest has nothing to settle.
      const pairs = this.book.activePairs();
      if (pairs.length === 0) {
        await this.settleSeconds([], to);
        return;
      }
      const rows: IndexSecond[] = [];
      for (const pair of pairs) {
        const price = await this.deps.indexHistory.priceAt(pair, second);
        if (price !== undefined) rows.push({ pair, second, price });
      }
      // Saved now and then, not every second: a long outage would otherwise cost a write per second missed.
      await this.settleSeconds(rows, second, second === to || (second - from) % REPLAY_SAVE_EVERY === 0);
    }
  }

  private async settleSeconds(rows: IndexSecond[], second = rows[0]?.second, save = true): Promise<void> {
    for (const row of rows) {
      if (row.second <= this.settledUntil(row.pair)) continue;
      await this.settlePair(row);
      this.doneUntil.set(row.pair, row.second);
    }
    if (second !== undefined && second > this.lastSecond) {
      this.lastSecond = second;
      if (save) await this.deps.saveSecond(second);
    }
  }

  /**
   * Crosses one pair's book with one index second and settles what it reached. With `onlyPrefix`,
   * only that order's triggers count (a late-learned order checked against a past second); the
   * others go back untouched. Returns whether anything of that order fired.
   */
  private async settlePair(index: IndexSecond, onlyPrefix?: string): Promise<boolean> {
    let fired = false;
    for (const crossed of this.book.cross(index.pair, priceTicks(index.pair, index.price))) {
      const { product, id, kind, watchFrom } = crossed.value;
      if ((onlyPrefix !== undefined && !crossed.id.startsWith(onlyPrefix)) || index.second < watchFrom) {
        // Not this second's business: back where it was.
        this.book.set(crossed.id, index.pair, crossed.crossing, crossed.level, crossed.value);
        continue;
      }
      let row: TriggerOrder | null;
      try {
        row = await product.fire(id, kind, index);
      } catch (error) {
        // Kept for the next second: a database hiccup must not lose a trigger.
        this.book.set(crossed.id, index.pair, crossed.crossing, crossed.level, crossed.value);
        throw error;
      }
      if (row) {
        fired = true;
        this.watch(product, row);
      }
    }
    return fired;
  }
}
