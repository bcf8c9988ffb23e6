import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import { IDEMPOTENCY_TTL_SECONDS } from '@halyard/shared';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { AccountHint } from '../money/money-ledger.js';
import * as repository from './idempotency.repository.js';

/** A money-moving request: who sends it, its optional Idempotency-Key, and what it asks. */
export interface MoneyRequest {
  userId: number;
  idempotencyKey?: string;
  /** Names the operation, so one key cannot replay a transfer as a withdrawal. */
  operation: string;
  body: unknown;
  /** The accounts the work moves, locked and read with its batch's (money.transaction). */
  accounts?: readonly AccountHint[];
}

const KEY_PATTERN = /^[\x21-\x7e]{1,100}$/;

function requestHash(operation: string, body: unknown): string {
  return createHash('sha256').update(`${operation}\n${JSON.stringify(body)}`).digest('hex');
}

export interface IdempotencyService {
  /** Runs `work` in one transaction, once per Idempotency-Key: a repeat with the same body answers the first result. */
  run<T>(request: MoneyRequest, work: (trx: Transaction<Database>) => Promise<T>): Promise<T>;
}

/** Keys are kept 24 h; a key with another body is refused, and a refused request leaves its key unused. */
export function createIdempotencyService(
  clock: Clock,
  /** The transaction money-moving work runs in (the money module's, so balance pushes follow the commit). */
  transaction: <T>(work: (trx: Transaction<Database>) => Promise<T>, accounts?: readonly AccountHint[]) => Promise<T>,
): IdempotencyService {
  let lastSweep = 0;

  async function sweep(trx: Transaction<Database>, now: Date): Promise<void> {
    // Expired keys are swept at most once an hour, by whichever request comes along.
    if (now.getTime() - lastSweep < 3_600_000) return;
    lastSweep = now.getTime();
    await repository.deleteKeysCreatedBefore(trx, new Date(now.getTime() - IDEMPOTENCY_TTL_SECONDS * 1000));
  }

  return {
    async run<T>(request: MoneyRequest, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
      const { idempotencyKey: key, userId, accounts } = request;
      if (key === undefined) return transaction(work, accounts);
      if (!KEY_PATTERN.test(key)) throw AppError.invalidInput('idempotencyKeyInvalid');
      const hash = requestHash(request.operation, request.body);
      return transaction(async (trx) => {
        const now = clock.now();
        await sweep(trx, now);
        if (!(await repository.claimKey(trx, userId, key, hash, now, new Date(now.getTime() - IDEMPOTENCY_TTL_SECONDS * 1000)))) {
          const existing = await repository.findKey(trx, userId, key);
          // A key is claimed and answered in the same transaction, so a claimed key has its answer.
          if (existing?.request_hash !== hash || existing.response === null) throw AppError.businessRule('idempotencyKeyReused');
          return JSON.parse(existing.response) as T;
        }
        const result = await work(trx);
        await repository.saveResponse(trx, userId, key, JSON.stringify(result));
        return result;
      }, accounts);
    },
  };
}
