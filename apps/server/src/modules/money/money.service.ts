import Decimal from '@halyard/shared/decimal';
import type { Kysely, Transaction } from 'kysely';
import {
  USDT,
  type BalanceRow,
  type Balances,
  type BillRow,
  type PlatformAccount,
} from '@halyard/shared';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import { noMemberPush, type MemberPush } from '../../lib/member-push.js';
import { DEFAULT_BATCH, type BatchSettings } from './batch-settings.js';
import { createMoneyBatcher, type BatchStats, type RequestScope } from './money-batcher.js';
import { isMemberSide, type AccountHint, type BalanceAfter, type Movement } from './money-ledger.js';
import * as repository from './money.repository.js';
import { decimalText } from '../../lib/decimal-text.js';

export { decimalText };

export type { AccountHint, BalanceAfter, MemberSide, Movement, PlatformSide, Side } from './money-ledger.js';

/** USDT credited per coin is truncated to this many places (USDT's own precision on chain). */
const USDT_TOTAL_DECIMALS = 6;

/** The four accounts every member is shown, even before their first bill. */
const DEFAULT_ACCOUNTS: readonly BalanceRow[] = [
  { account: 'fund', coin: USDT, available: '0', frozen: '0' },
  { account: 'options', coin: USDT, available: '0', frozen: '0' },
  { account: 'staking', coin: USDT, available: '0', frozen: '0' },
  { account: 'mining', coin: 'ETH', available: '0', frozen: '0' },
];

/** Every coin's sides must sum to zero: a movement that makes or destroys money is our bug, never the caller's input. */
function assertBalanced(movement: Movement): void {
  const sums = new Map<string, Decimal>();
  for (const side of movement.sides) {
    const change = isMemberSide(side) ? new Decimal(side.available ?? 0).plus(side.frozen ?? 0) : new Decimal(side.amount);
    sums.set(side.coin, (sums.get(side.coin) ?? new Decimal(0)).plus(change));
  }
  for (const [coin, sum] of sums) {
    if (!sum.isZero()) throw new Error(`unbalanced ${movement.type} movement: ${coin} sides sum to ${sum.toFixed()}`);
  }
}

export interface MoneyDependencies {
  db: Kysely<Database>;
  events: DomainEvents;
  clock: Clock;
  /** USDT per coin at the index price; undefined while the market has no quote. */
  usdtRate(coin: string): Decimal | undefined;
  /** Where each committed balance change goes, as `user.balance` with the new balances. */
  push?: MemberPush;
  /** Group commit (issue 34): how many requests share a transaction; the defaults when absent. */
  batch?: BatchSettings;
}

/** The ledger's proof at one moment, with the platform accounts' balances. */
export interface LedgerCheck {
  ok: boolean;
  accounts: number;
  entries: number;
  unbalancedAccounts: repository.UnbalancedAccount[];
  unbalancedEntries: repository.UnbalancedEntry[];
  platform: { platform: PlatformAccount; coin: string; balance: string }[];
}

export interface MoneyService {
  /**
   * Runs money-moving work in a transaction it may share with other requests (group commit): the
   * work runs behind a savepoint of its own, so its failure undoes only its own writes, and it is
   * answered once the shared transaction commits. `accounts` names the accounts the work will move,
   * so the batch locks and reads them all in one statement. After the commit, one
   * `balances.changed` for the members it touched, and each one's new balances on `user.balance`.
   */
  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>, accounts?: readonly AccountHint[]): Promise<T>;
  /** As `transaction`, in a transaction of its own: engine work (a job) that may run long must not hold members' requests. */
  transactionAlone<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T>;
  /** Runs `announce` once the money transaction commits (never if it rolls back): how work inside one tells the world. */
  afterCommit(trx: Transaction<Database>, announce: () => void): void;
  /**
   * Writes one movement in the caller's money transaction: every member account is locked in one
   * fixed order, then each side is applied with its bill. A member side that would go below zero
   * refuses the whole movement with "insufficient balance" (901).
   */
  post(trx: Transaction<Database>, movement: Movement): Promise<BalanceAfter[]>;
  /**
   * Writes many independent movements in the caller's money transaction with a handful of
   * statements, whatever their number (an engine settling a second's options): the accounts are
   * locked and read in the single path's order, each movement is applied in turn in code (one
   * entry and one bill per side, with the balance after it), then the balances and the bills are
   * written in bulk. As `post`, any member side that would go below zero refuses the whole batch.
   */
  postMany(trx: Transaction<Database>, movements: readonly Movement[]): Promise<void>;
  /** Every account of the member (the four defaults even before their first bill) and the total in USDT at index prices. */
  balances(userId: number): Promise<Balances>;
  /** The member's bills, newest first, filtered by account, coin and type. */
  bills(userId: number, query: repository.BillFilter): Promise<{ rows: BillRow[]; total: number }>;
  /** The ledger's proof: every member account equals its bills and is not negative; every movement sums to zero. */
  check(reader?: Kysely<Database> | Transaction<Database>): Promise<LedgerCheck>;
  /** Runs the check and keeps its result (the nightly job's work), in the caller's transaction. */
  recordCheck(trx: Transaction<Database>, dueAt: Date): Promise<LedgerCheck>;
  /** How money requests have shared commits (group commit) since the process started: committed batches and the requests in them. */
  batching(): BatchStats;
  /** The newest recorded check (the nightly job's), for the operations metrics. */
  lastCheck(): Promise<{ checkedAt: Date; unbalancedAccounts: number; unbalancedEntries: number } | undefined>;
}

/**
 * The money module (ARCHITECTURE §1.3): the only code that writes accounts and bills. Money
 * moves in movements whose sides sum to zero; member accounts never go below zero, platform
 * accounts may. Work that moves money runs in `transaction`, which announces whose balances
 * changed once it has committed.
 */
export function createMoneyService({ db, events, clock, usdtRate, push = noMemberPush, batch = DEFAULT_BATCH }: MoneyDependencies): MoneyService {
  const batcher = createMoneyBatcher(db, batch, {
    async beforeCommit(trx, touched) {
      if (!touched.size || !push.listens('user.balance')) return new Map<number, Balances>();
      return balancesOf(trx, [...touched]);
    },
    afterCommit(done) {
      if (done.touched.size) events.emit('balances.changed', { userIds: [...done.touched] });
      for (const announce of done.committed) announce();
      if (done.extra instanceof Map) for (const [userId, balances] of done.extra as Map<number, Balances>) push.pushToMember(userId, 'user.balance', balances);
    },
  });

  function scopeOf(trx: Transaction<Database>) {
    const scope = batcher.scopeOf(trx);
    if (!scope) throw new Error('money moves only inside money.transaction');
    return scope;
  }

  function transaction<T>(work: (trx: Transaction<Database>) => Promise<T>, accounts: readonly AccountHint[] = []): Promise<T> {
    return batcher.submit(work, accounts);
  }

  function transactionAlone<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return batcher.submit(work, [], true);
  }

  function afterCommit(trx: Transaction<Database>, announce: () => void): void {
    const scope = batcher.scopeOf(trx);
    if (!scope) throw new Error('afterCommit only inside money.transaction');
    scope.committed.push(announce);
  }

  /** Applies a movement already checked to be balanced. */
  async function apply(scope: RequestScope, movement: Movement): Promise<BalanceAfter[]> {
    const after = await scope.ledger.apply(movement);
    for (const side of movement.sides) if (isMemberSide(side)) scope.touched.add(side.member);
    return after;
  }

  async function post(trx: Transaction<Database>, movement: Movement): Promise<BalanceAfter[]> {
    assertBalanced(movement);
    return apply(scopeOf(trx), movement);
  }

  async function postMany(trx: Transaction<Database>, movements: readonly Movement[]): Promise<void> {
    const scope = scopeOf(trx);
    // Every movement is checked before any account is held: an unbalanced one refuses the whole set.
    movements.forEach(assertBalanced);
    await scope.ledger.hold(movements.flatMap((movement) => movement.sides.filter(isMemberSide)), true);
    for (const movement of movements) await apply(scope, movement);
  }

  async function balances(userId: number): Promise<Balances> {
    return balancesIn(db, userId);
  }

  function toBalances(rows: ReadonlyArray<{ account: BalanceRow['account']; coin: string; available: Decimal.Value; frozen: Decimal.Value }>): Balances {
    const accounts = [...DEFAULT_ACCOUNTS];
    for (const row of rows) {
      const entry: BalanceRow = { account: row.account, coin: row.coin, available: decimalText(row.available), frozen: decimalText(row.frozen) };
      const index = accounts.findIndex((account) => account.account === row.account && account.coin === row.coin);
      if (index >= 0) accounts[index] = entry;
      else accounts.push(entry);
    }
    const total = accounts.reduce(
      (sum, account) => sum.plus(new Decimal(account.available).plus(account.frozen).times(usdtRate(account.coin) ?? 0)),
      new Decimal(0),
    );
    return { accounts, totalUsdt: total.toDecimalPlaces(USDT_TOTAL_DECIMALS, Decimal.ROUND_DOWN).toFixed() };
  }

  async function balancesIn(reader: Kysely<Database> | Transaction<Database>, userId: number): Promise<Balances> {
    return toBalances(await repository.listAccounts(reader, userId));
  }

  /** Several members' balances in one statement (a batch's pushes). */
  async function balancesOf(reader: Kysely<Database> | Transaction<Database>, userIds: number[]): Promise<Map<number, Balances>> {
    const rows = await repository.listAccountsOf(reader, userIds);
    return new Map(userIds.map((userId) => [userId, toBalances(rows.filter((row) => row.user_id === userId))]));
  }

  async function bills(userId: number, query: repository.BillFilter): Promise<{ rows: BillRow[]; total: number }> {
    const { rows, total } = await repository.listBills(db, userId, query);
    return {
      rows: rows.map((row) => ({
        id: row.id,
        account: row.account,
        coin: row.coin,
        type: row.type,
        amount: decimalText(row.amount),
        frozenChange: decimalText(row.frozen_change),
        availableAfter: decimalText(row.available_after ?? 0),
        frozenAfter: decimalText(row.frozen_after ?? 0),
        refType: row.ref_type,
        refId: row.ref_id,
        createdAt: row.created_at.toISOString(),
      })),
      total,
    };
  }

  async function check(reader: Kysely<Database> | Transaction<Database> = db) {
    // One after another: inside a transaction (or on PGlite's one connection) they could not run side by side.
    const unbalancedAccounts = await repository.findUnbalancedAccounts(reader);
    const unbalancedEntries = await repository.findUnbalancedEntries(reader);
    const counts = await repository.countLedger(reader);
    const platform = await repository.platformBalances(reader);
    return { ...counts, unbalancedAccounts, unbalancedEntries, platform, ok: unbalancedAccounts.length === 0 && unbalancedEntries.length === 0 };
  }

  async function recordCheck(trx: Transaction<Database>, dueAt: Date) {
    const result = await check(trx);
    await repository.insertLedgerCheck(trx, {
      dueAt,
      checkedAt: clock.now(),
      accounts: result.accounts,
      entries: result.entries,
      unbalancedAccounts: result.unbalancedAccounts.length,
      unbalancedEntries: result.unbalancedEntries.length,
    });
    return result;
  }

  async function lastCheck(): Promise<{ checkedAt: Date; unbalancedAccounts: number; unbalancedEntries: number } | undefined> {
    const row = await repository.latestLedgerCheck(db);
    return row && { checkedAt: row.checked_at, unbalancedAccounts: row.unbalanced_accounts, unbalancedEntries: row.unbalanced_entries };
  }

  return { transaction, transactionAlone, afterCommit, post, postMany, balances, bills, check, recordCheck, lastCheck, batching: batcher.stats };
}
