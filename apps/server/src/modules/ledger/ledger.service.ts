import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import * as repository from './ledger.repository.js';

export type { AccountKey, BalanceAfter, BalanceChange } from './ledger.repository.js';

/**
 * The one way money moves (ARCHITECTURE §1.3): inside the caller's transaction, a guarded
 * balance update and its bill together. Other modules call these; none writes `accounts` itself.
 */
export const ledger = {
  lockAccounts: repository.lockAccounts,

  /** Applies the change, or refuses with "insufficient balance" (901) and changes nothing. */
  async move(trx: Transaction<Database>, change: repository.BalanceChange): Promise<repository.BalanceAfter> {
    const after = await repository.applyBalanceChange(trx, change);
    if (!after) throw AppError.businessRule('insufficientBalance');
    return after;
  },

  /** Accounts whose bills do not add up to their balance: empty when the ledger is sound. */
  unbalancedAccounts(db: Kysely<Database>) {
    return repository.findUnbalancedAccounts(db);
  },
};
