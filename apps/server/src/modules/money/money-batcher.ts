import { sql, type Kysely, type KyselyPlugin, type RootOperationNode, type Transaction } from 'kysely';
import { AppError } from '../../lib/app-error.js';
import type { Database } from '../../db/schema.js';
import type { BatchSettings } from './batch-settings.js';
import { BatchLedger, type AccountHint } from './money-ledger.js';

/** What one request's work holds while it runs in a batch: its own handle on the shared transaction, and what happens after the commit. */
export interface RequestScope {
  ledger: BatchLedger;
  touched: Set<number>;
  committed: Array<() => void>;
  /** Whether the work has sent a statement that writes (a failure after one needs a rollback). */
  wrote: boolean;
}

/** What a committed batch hands on: the members whose balances it changed and the announcements of the requests that succeeded. */
export interface CommittedBatch {
  touched: Set<number>;
  committed: Array<() => void>;
  /** Filled inside the transaction, after the flush, by `beforeCommit`. */
  extra: unknown;
}

interface Pending {
  work: (trx: Transaction<Database>) => Promise<unknown>;
  hints: readonly AccountHint[];
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  attempts: number;
  /** Runs in a batch of its own: engine work, or a request whose batch failed as a whole (so a poison request harms no one else). */
  alone: boolean;
  /** Runs behind a savepoint of its own: its batch was restarted because a request failed after writing. */
  guarded: boolean;
}

/** A request failed after writing in a batch without savepoints: the batch rolls back and runs again, each request behind a savepoint. */
class BatchRestart extends Error {}

/** A deadlock or serialization failure: nothing was written, so the request runs again. */
const RETRYABLE = new Set(['40P01', '40001']);
const MAX_ATTEMPTS = 4;

function isRetryable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && RETRYABLE.has(String((error as { code?: unknown }).code));
}

function writes(node: RootOperationNode): boolean {
  if (node.kind === 'SelectQueryNode') return false;
  if (node.kind === 'RawNode') return !/^\s*select\b/i.test(node.sqlFragments.join(''));
  return true;
}

/** Each request's own handle on the one connection (`withPlugin`), noting whether its work has written. */
function ownHandle(scope: RequestScope): KyselyPlugin {
  return {
    transformQuery: ({ node }) => {
      if (!scope.wrote && writes(node)) scope.wrote = true;
      return node;
    },
    transformResult: async ({ result }) => result,
  };
}

/** How requests have shared commits since the process started. */
export interface BatchStats {
  batches: number;
  requests: number;
  largest: number;
  /** Batches run again behind savepoints because a request failed after writing. */
  restarts: number;
}

export interface MoneyBatcher {
  /** `alone`: in a transaction of its own (engine work that may be long must not hold members' requests). */
  submit<T>(work: (trx: Transaction<Database>) => Promise<T>, hints?: readonly AccountHint[], alone?: boolean): Promise<T>;
  stats(): BatchStats;
  /** The scope of a request's handle, or undefined outside a money transaction. */
  scopeOf(trx: Transaction<Database>): RequestScope | undefined;
}

/**
 * Group commit (issue 34). Requests that move money queue here; a batch takes up to `size` of
 * them into one transaction: the accounts they name are locked and read in one statement, each
 * request's work runs in turn against the batch's running balances (see runBatch for how one
 * request's failure is undone alone), then the batch's balances and bills are written in one
 * statement and committed once. A request is answered only after its batch commits.
 */
export function createMoneyBatcher(
  db: Kysely<Database>,
  settings: BatchSettings,
  hooks: {
    /** Inside the transaction after the flush (the balance pushes' read). */
    beforeCommit(trx: Transaction<Database>, touched: Set<number>): Promise<unknown>;
    afterCommit(batch: CommittedBatch): void;
  },
): MoneyBatcher {
  const scopes = new WeakMap<Transaction<Database>, RequestScope>();
  const queue: Pending[] = [];
  let running = 0;
  const stats: BatchStats = { batches: 0, requests: 0, largest: 0, restarts: 0 };
  let waiting: NodeJS.Immediate | NodeJS.Timeout | undefined;

  function take(): Pending[] {
    const first = queue.shift();
    if (!first) return [];
    if (first.alone) return [first];
    const taken = [first];
    while (taken.length < settings.size && queue[0] && !queue[0].alone && queue[0].guarded === first.guarded) {
      const next = queue.shift();
      if (next) taken.push(next);
    }
    return taken;
  }

  function schedule(): void {
    if (waiting || running >= settings.concurrency || !queue.length) return;
    const start = () => {
      waiting = undefined;
      while (running < settings.concurrency && queue.length) {
        running++;
        void runBatch(take()).finally(() => {
          running--;
          schedule();
        });
      }
    };
    const full = queue.length >= settings.size;
    waiting = full ? setImmediate(start) : settings.windowMicros > 0 ? setTimeout(start, settings.windowMicros / 1000) : setImmediate(start);
  }

  function requeue(request: Pending, alone: boolean): void {
    queue.push({ ...request, attempts: request.attempts + 1, alone });
    schedule();
  }

  /**
   * Runs a batch. Without savepoints by default: a request that fails before writing anything
   * (a refusal decided in code, an overdraw) is only undone in the running balances; one that
   * fails after writing, or on a database error, restarts the batch with every request behind a
   * savepoint of its own. A savepoint costs a round trip a request; a restart is rare.
   */
  async function runBatch(requests: Pending[]): Promise<void> {
    const outcomes: Array<{ ok: true; value: unknown; scope: RequestScope } | { ok: false; error: unknown } | { ok: false; retry: true }> = [];
    const shared = requests.length > 1;
    const guarded = shared && requests.some((request) => request.guarded);
    let committing = false;
    let extra: unknown;
    try {
      await db.transaction().execute(async (trx) => {
        const ledger = new BatchLedger(trx);
        await ledger.hold(requests.flatMap((request) => request.hints), false);
        for (const [index, request] of requests.entries()) {
          const scope: RequestScope = { ledger, touched: new Set(), committed: [], wrote: false };
          const handle = trx.withPlugin(ownHandle(scope));
          scopes.set(handle, scope);
          const mark = ledger.mark();
          if (guarded) await sql.raw(`savepoint request_${index}`).execute(trx);
          try {
            outcomes[index] = { ok: true, value: await request.work(handle), scope };
          } catch (error) {
            if (!shared) throw error;
            if (guarded) await sql.raw(`rollback to savepoint request_${index}`).execute(trx);
            else if (scope.wrote || !(error instanceof AppError)) throw new BatchRestart();
            ledger.undoTo(mark);
            outcomes[index] = isRetryable(error) && request.attempts < MAX_ATTEMPTS ? { ok: false, retry: true } : { ok: false, error };
          }
        }
        await ledger.flush();
        const touched = new Set(outcomes.flatMap((outcome) => (outcome.ok ? [...outcome.scope.touched] : [])));
        extra = await hooks.beforeCommit(trx, touched);
        committing = true;
      });
    } catch (error) {
      if (error instanceof BatchRestart) {
        stats.restarts += 1;
        queue.unshift(...requests.map((request) => ({ ...request, guarded: true })));
        return schedule();
      }
      // The commit itself failed: whether it landed is unknown, so no request is run again (as a single transaction would answer).
      if (committing) return requests.forEach((request) => request.reject(error));
      if (!shared) {
        const [request] = requests;
        if (!request) return;
        if (isRetryable(error) && request.attempts < MAX_ATTEMPTS) return requeue(request, request.alone);
        return request.reject(error);
      }
      // The batch's own statements failed: nothing was written, so each request runs again in a batch of its own.
      return requests.forEach((request) => requeue(request, true));
    }
    stats.batches += 1;
    stats.requests += requests.length;
    stats.largest = Math.max(stats.largest, requests.length);
    const done: CommittedBatch = { touched: new Set(), committed: [], extra };
    for (const outcome of outcomes) {
      if (!outcome?.ok) continue;
      outcome.scope.touched.forEach((userId) => done.touched.add(userId));
      done.committed.push(...outcome.scope.committed);
    }
    // Announced before anyone is answered, as a single transaction did.
    hooks.afterCommit(done);
    requests.forEach((request, index) => {
      const outcome = outcomes[index];
      if (!outcome) return request.reject(new Error('a batched request did not run'));
      if (outcome.ok) return request.resolve(outcome.value);
      if ('retry' in outcome) return requeue(request, false);
      return request.reject(outcome.error);
    });
  }

  return {
    submit<T>(work: (trx: Transaction<Database>) => Promise<T>, hints: readonly AccountHint[] = [], alone = false): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({ work, hints, resolve: resolve as (value: unknown) => void, reject, attempts: 1, alone, guarded: false });
        schedule();
      });
    },
    scopeOf: (trx) => scopes.get(trx),
    stats: () => ({ ...stats }),
  };
}
