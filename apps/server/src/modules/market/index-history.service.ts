import type { Kysely, Transaction } from 'kysely';
import { INDEX_HISTORY_DAYS, type IndexPrice } from '@halyard/shared';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { MarketFeed } from '../../market/feed.js';
import { decimalText } from '../money/money.service.js';
import { deleteIndexPricesBefore, indexPriceAsOf, indexPricesBetween, insertIndexPrices } from './market.repository.js';

const DAY_SECONDS = 86_400;
/** A live feed that went quiet for longer than this has no price for the seconds after. */
const RECORDED_LOOKBACK_SECONDS = 60;

/** One second of a pair's index: the price every fill, trigger and settlement of that second uses. */
export interface IndexSecond {
  pair: string;
  second: number;
  price: string;
}

export interface IndexHistory {
  /** A second's price; inside a transaction (a job's), pass it: on PGlite a read on `db` would wait for it forever. */
  priceAt(pair: string, second: number, reader?: Kysely<Database> | Transaction<Database>): Promise<string | undefined>;
  /** The pair's index price now, or undefined while the feed has none. */
  current(pair: string): Promise<IndexSecond | undefined>;
  /** The newest second whose index price is final: this one for a derived feed, the last recorded for a live one. */
  lastSecond(): number;
  /** Each pair's price at the end of each second, once, in order: from the feed's ticks, or as another process recorded them. */
  onSecond(listener: (seconds: IndexSecond[]) => void): () => void;
  /** Records a live feed's seconds, in order, and drops those past the kept window (the simulated feed needs none); `onRecorded` hears each second once stored. */
  record(onError: (error: unknown) => void, onRecorded?: (seconds: IndexSecond[]) => void): () => void;
  /** The public read: a past second within the kept window, or a clear refusal. */
  indexPrice(pair: string, second: number): Promise<IndexPrice>;
}

/** The seconds another process recorded, as they are published (a relayed live market). */
export type RecordedSeconds = (listener: (seconds: IndexSecond[]) => void) => () => void;

/**
 * The index price per pair and second (ARCHITECTURE §7), kept for 30 days. The simulated feed
 * derives any second from its seed; a live exchange's seconds are recorded as they pass (by the
 * engine holder, the one process that runs the feed source). `onSecond` hands the engines the same
 * series the history answers from: each pair's price as of the end of each second.
 */
export function createIndexHistory({ db, feed, clock, recorded }: { db: Kysely<Database>; feed: MarketFeed; clock: Clock; recorded?: RecordedSeconds }): IndexHistory {
  const nowSecond = () => Math.floor(clock.now().getTime() / 1000);

  async function priceAt(pair: string, second: number, reader: Kysely<Database> | Transaction<Database> = db): Promise<string | undefined> {
    if (feed.derivesHistory) return feed.indexPriceAt(pair, second);
    const recorded = await indexPriceAsOf(reader, pair, second, RECORDED_LOOKBACK_SECONDS);
    return recorded === undefined ? undefined : decimalText(recorded);
  }

  /**
   * The index price an action taken now uses, with its second, so that the index history answers
   * the same for it: this second's for a derived feed; a live feed's last recorded second.
   */
  function lastSecond(): number {
    return feed.derivesHistory ? nowSecond() : nowSecond() - 1;
  }

  async function current(pair: string): Promise<IndexSecond | undefined> {
    const second = lastSecond();
    const price = await priceAt(pair, second);
    return price === undefined ? undefined : { pair, second, price };
  }

  function onSecond(listener: (seconds: IndexSecond[]) => void): () => void {
    return recorded ? followRecorded(recorded, listener) : followTicks(listener);
  }

  /** Seconds as recorded elsewhere; a message lost on the way is read back from the history before the next one. */
  function followRecorded(source: RecordedSeconds, listener: (seconds: IndexSecond[]) => void): () => void {
    let handed = lastSecond();
    let queue = Promise.resolve();
    return source((seconds) => {
      const second = seconds[0]?.second;
      if (second === undefined) return;
      queue = queue.then(async () => {
        if (second <= handed) return;
        const missed = second > handed + 1 ? await indexPricesBetween(db, handed, second) : [];
        for (const row of missed) {
          listener([{ pair: row.pair, second: Number(row.second), price: decimalText(row.price) }]);
        }
        handed = second;
        listener(seconds);
      }, () => undefined);
    });
  }

  function followTicks(listener: (seconds: IndexSecond[]) => void): () => void {
    let pending = new Map<string, IndexSecond>();
    let openSecond: number | undefined;
    const flush = () => {
      if (pending.size) listener([...pending.values()]);
      pending = new Map();
    };
    const unsubscribe = feed.subscribe((event) => {
      if (event.type !== 'tick') return;
      const second = Math.floor(event.ts / 1000);
      // A derived feed's tick is its second's final price: no need to wait for the second to end.
      if (feed.derivesHistory) {
        listener([{ pair: event.pair, second, price: event.price }]);
        return;
      }
      if (openSecond !== undefined && second > openSecond) flush();
      openSecond = Math.max(openSecond ?? second, second);
      if (second === openSecond) pending.set(event.pair, { pair: event.pair, second, price: event.price });
    });
    // A second closes when the next begins; a quiet market still closes it on the clock.
    const timer = setInterval(() => {
      if (openSecond !== undefined && nowSecond() > openSecond) flush();
    }, 250);
    timer.unref();
    return () => {
      clearInterval(timer);
      unsubscribe();
    };
  }

  function record(onError: (error: unknown) => void, onRecorded: (seconds: IndexSecond[]) => void = () => undefined): () => void {
    if (feed.derivesHistory) return () => {};
    let lastPrune = 0;
    let queue = Promise.resolve();
    return followTicks((seconds) => {
      const now = nowSecond();
      const prune = now - lastPrune > 3600;
      if (prune) lastPrune = now;
      queue = queue
        .then(() => insertIndexPrices(db, seconds))
        .then(() => onRecorded(seconds))
        .then(() => (prune ? deleteIndexPricesBefore(db, now - INDEX_HISTORY_DAYS * DAY_SECONDS) : undefined))
        .catch(onError);
    });
  }

  async function indexPrice(pair: string, second: number): Promise<IndexPrice> {
    const now = nowSecond();
    if (second > now) throw AppError.invalidInput('indexPriceFuture');
    if (second < now - INDEX_HISTORY_DAYS * DAY_SECONDS) throw AppError.invalidInput('indexPriceTooOld', { days: INDEX_HISTORY_DAYS });
    const price = await priceAt(pair, second);
    if (price === undefined) throw AppError.notFound('indexPriceMissing');
    return { pair, ts: second, price };
  }

  return { priceAt, current, lastSecond, onSecond, record, indexPrice };
}
