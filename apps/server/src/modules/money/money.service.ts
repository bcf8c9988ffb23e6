import Decimal from '@halyard/shared/decimal';
import type { Kysely, Transaction } from 'kysely';
import {
  USDT,
  type BalanceRow,
  type Balances,
  type BillRow,
  type BillType,
  type PlatformAccount,
} from '@halyard/shared';
import type { AccountKind, Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import { noMemberPush, type MemberPush } from '../../lib/member-push.js';
import * as batch from './money-batch.repository.js';
import * as repository from './money.repository.js';
import { decimalText } from '../../lib/decimal-text.js';

export { decimalText };

export type { BalanceAfter } from './money.repository.js';

/** A member's side of a movement: signed changes of an account's available and frozen amounts. */
export interface MemberSide {
  member: number;
  account: AccountKind;
  coin: string;
  available?: Decimal.Value;
  frozen?: Decimal.Value;
  /** The bill's own type when it differs from the movement's (a transfer's out and in). */
  type?: BillType;
}

/** A platform account's side: a signed change of its balance (which may go below zero). */
export interface PlatformSide {
  platform: PlatformAccount;
  coin: string;
  amount: Decimal.Value;
  type?: BillType;
}

export type Side = MemberSide | PlatformSide;

/** One movement of money: its sides sum to zero per coin, and are written as one entry of bills. */
export interface Movement {
  type: BillType;
  ref?: { type: string; id: string | number };
  sides: readonly Side[];
}

/** USDT credited per coin is truncated to this many places (USDT's own precision on chain). */
const USDT_TOTAL_DECIMALS = 6;

/** The four accounts every member is shown, even before their first bill. */
const DEFAULT_ACCOUNTS: readonly BalanceRow[] = [
  { account: 'fund', coin: USDT, available: '0', frozen: '0' },
  { account: 'options', coin: USDT, available: '0', frozen: '0' },
  { account: 'staking', coin: USDT, available: '0', frozen: '0' },
  { account: 'mining', coin: 'ETH', available: '0', frozen: '0' },
];

function isMemberSide(side: Side): side is MemberSide {
  return 'member' in side;
}

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
  /** Runs money-moving work in one transaction; after the commit, one `balances.changed` for the members it touched, and each one's new balances on `user.balance`. */
  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T>;
  /** Runs `announce` once the money transaction commits (never if it rolls back): how work inside one tells the world. */
  afterCommit(trx: Transaction<Database>, announce: () => void): void;
  /**
   * Writes one movement in the caller's money transaction: every member account is locked in one
   * fixed order, then each side is applied with its bill. A member side that would go below zero
   * refuses the whole movement with "insufficient balance" (901).
   */
  post(trx: Transaction<Database>, movement: Movement): Promise<repository.BalanceAfter[]>;
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
  /** The newest recorded check (the nightly job's), for the operations metrics. */
  lastCheck(): Promise<{ checkedAt: Date; unbalancedAccounts: number; unbalancedEntries: number } | undefined>;
}

/**
 * The money module (ARCHITECTURE §1.3): the only code that writes accounts and bills. Money
 * moves in movements whose sides sum to zero; member accounts never go below zero, platform
 * accounts may. Work that moves money runs in `transaction`, which announces whose balances
 * changed once it has committed.
 */
export function createMoneyService({ db, events, clock, usdtRate, push = noMemberPush }: MoneyDependencies): MoneyService {
  const touchedIn = new WeakMap<Transaction<Database>, Set<number>>();
  const committedIn = new WeakMap<Transaction<Database>, Array<() => void>>();

  async function transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    const touched = new Set<number>();
    const committed: Array<() => void> = [];
    const after = new Map<number, Balances>();
    const result = await db.transaction().execute(async (trx) => {
      touchedIn.set(trx, touched);
      committedIn.set(trx, committed);
      const value = await work(trx);
      if (push.listens('user.balance')) for (const userId of touched) after.set(userId, await balancesIn(trx, userId));
      return value;
    });
    if (touched.size) events.emit('balances.changed', { userIds: [...touched] });
    for (const announce of committed) announce();
    for (const [userId, balances] of after) push.pushToMember(userId, 'user.balance', balances);
    return result;
  }

  function afterCommit(trx: Transaction<Database>, announce: () => void): void {
    const committed = committedIn.get(trx);
    if (!committed) throw new Error('afterCommit only inside money.transaction');
    committed.push(announce);
  }

  async function post(trx: Transaction<Database>, movement: Movement): Promise<repository.BalanceAfter[]> {
    const touched = touchedIn.get(trx);
    if (!touched) throw new Error('money moves only inside money.transaction');
    assertBalanced(movement);
    const members = movement.sides.filter(isMemberSide);
    for (const userId of [...new Set(members.map((side) => side.member))].sort((a, b) => a - b)) {
      await repository.lockAccounts(trx, userId, members.filter((side) => side.member === userId));
    }
    const entry = {
      entryId: await repository.nextEntryId(trx),
      type: movement.type,
      refType: movement.ref?.type ?? null,
      refId: movement.ref === undefined ? null : String(movement.ref.id),
    };
    const after: repository.BalanceAfter[] = [];
    for (const side of movement.sides) {
      const origin = { ...entry, type: side.type ?? movement.type };
      if (!isMemberSide(side)) {
        await repository.insertPlatformSide(trx, { platform: side.platform, coin: side.coin, amount: decimalText(side.amount) }, origin);
        continue;
      }
      const applied = await repository.applyMemberSide(
        trx,
        { userId: side.member, account: side.account, coin: side.coin, available: decimalText(side.available ?? 0), frozen: decimalText(side.frozen ?? 0) },
        origin,
      );
      if (!applied) throw AppError.businessRule('insufficientBalance');
      touched.add(side.member);
      after.push(applied);
    }
    return after;
  }

  async function postMany(trx: Transaction<Database>, movements: readonly Movement[]): Promise<void> {
    const touched = touchedIn.get(trx);
    if (!touched) throw new Error('money moves only inside money.transaction');
    if (!movements.length) return;
    movements.forEach(assertBalanced);
    const memberSides = movements.flatMap((movement) => movement.sides.filter(isMemberSide));
    const keyOf = (userId: number, account: string, coin: string) => `${userId}:${account}:${coin}`;
    const accounts = new Map(
      (await batch.lockAccountsReading(trx, memberSides.map((side) => ({ userId: side.member, account: side.account, coin: side.coin })))).map((row) => [
        keyOf(row.userId, row.account, row.coin),
        { id: row.id, available: new Decimal(row.available), frozen: new Decimal(row.frozen) },
      ]),
    );
    const entryIds = await batch.nextEntryIds(trx, movements.length);
    const bills = movements.flatMap((movement, index) =>
      movement.sides.map((side) => {
        const origin = { entry_id: entryIds[index] ?? 0, type: side.type ?? movement.type, ref_type: movement.ref?.type ?? null, ref_id: movement.ref === undefined ? null : String(movement.ref.id) };
        if (!isMemberSide(side)) {
          return { ...origin, coin: side.coin, platform_account: side.platform, user_id: null, account_id: null, amount: decimalText(side.amount), frozen_change: '0', available_after: null, frozen_after: null };
        }
        const account = accounts.get(keyOf(side.member, side.account, side.coin));
        if (!account) throw new Error(`account ${keyOf(side.member, side.account, side.coin)} was not locked`);
        account.available = account.available.plus(side.available ?? 0);
        account.frozen = account.frozen.plus(side.frozen ?? 0);
        if (account.available.isNegative() || account.frozen.isNegative()) throw AppError.businessRule('insufficientBalance');
        touched.add(side.member);
        const change = { amount: decimalText(side.available ?? 0), frozen_change: decimalText(side.frozen ?? 0) };
        return { ...origin, coin: side.coin, platform_account: null, user_id: side.member, account_id: account.id, ...change, available_after: account.available.toFixed(), frozen_after: account.frozen.toFixed() };
      }),
    );
    await batch.setBalances(trx, [...accounts.values()].map((account) => ({ id: account.id, available: account.available.toFixed(), frozen: account.frozen.toFixed() })));
    await batch.insertBills(trx, bills);
  }

  async function balances(userId: number): Promise<Balances> {
    return balancesIn(db, userId);
  }

  async function balancesIn(reader: Kysely<Database> | Transaction<Database>, userId: number): Promise<Balances> {
    const accounts = [...DEFAULT_ACCOUNTS];
    for (const row of await repository.listAccounts(reader, userId)) {
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

  return { transaction, afterCommit, post, postMany, balances, bills, check, recordCheck, lastCheck };
}
