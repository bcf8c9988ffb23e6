import Decimal from '@halyard/shared/decimal';
import type { Transaction } from 'kysely';
import type { BillType, PlatformAccount } from '@halyard/shared';
import type { AccountKind, Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { decimalText } from '../../lib/decimal-text.js';
import * as batch from './money-batch.repository.js';

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

export interface BalanceAfter {
  available: string;
  frozen: string;
}

export interface AccountHint {
  member: number;
  account: AccountKind;
  coin: string;
}

export function isMemberSide(side: Side): side is MemberSide {
  return 'member' in side;
}

interface Held {
  id: number;
  available: Decimal;
  frozen: Decimal;
  /** The balances as locked and read, so only accounts that end up changed are written. */
  loaded: { available: string; frozen: string };
}

/** A bill waiting for the batch's commit: its movement's place in the batch stands in for the entry id. */
type PendingBill = batch.BatchBill;

type JournalLine = { kind: 'changed'; key: string; available: Decimal; frozen: Decimal } | { kind: 'loaded'; key: string };

/** Where a request's work began in the ledger: undoing to it forgets everything the request did. */
export interface LedgerMark {
  journal: number;
  bills: number;
  movements: number;
}

const keyOf = (member: number, account: string, coin: string) => `${member}:${account}:${coin}`;

/**
 * One batch's running balances (issue 34, group commit): the accounts of the batch are locked and
 * read once, each movement is decided in code against the balances so far, and the balances and
 * bills are written in bulk just before the batch commits. A movement that would take a member
 * account below zero is refused whole, and a request's movements can be undone to its mark when
 * the request fails, so one request's refusal never touches another's.
 */
export class BatchLedger {
  private readonly accounts = new Map<string, Held>();
  private readonly journal: JournalLine[] = [];
  private readonly bills: PendingBill[] = [];
  private movements = 0;

  constructor(private readonly trx: Transaction<Database>) {}

  mark(): LedgerMark {
    return { journal: this.journal.length, bills: this.bills.length, movements: this.movements };
  }

  /**
   * Undoes everything after `mark`: balances back, bills dropped, and accounts first locked after
   * it forgotten (the rollback to the request's savepoint released their row locks, so they are
   * locked again on their next use).
   */
  undoTo(mark: LedgerMark): void {
    while (this.journal.length > mark.journal) {
      const line = this.journal.pop();
      if (!line) break;
      if (line.kind === 'loaded') this.accounts.delete(line.key);
      else {
        const held = this.accounts.get(line.key);
        if (held) Object.assign(held, { available: line.available, frozen: line.frozen });
      }
    }
    this.bills.length = mark.bills;
    this.movements = mark.movements;
  }

  /** Locks and reads, in one statement in the fixed order, every account not yet held. */
  async hold(hints: readonly AccountHint[], journaled: boolean): Promise<void> {
    const missing = hints.filter((hint) => !this.accounts.has(keyOf(hint.member, hint.account, hint.coin)));
    if (!missing.length) return;
    const rows = await batch.lockAccountsReading(this.trx, missing.map((hint) => ({ userId: hint.member, account: hint.account, coin: hint.coin })));
    for (const row of rows) {
      const key = keyOf(row.userId, row.account, row.coin);
      if (this.accounts.has(key)) continue;
      this.accounts.set(key, { id: row.id, available: new Decimal(row.available), frozen: new Decimal(row.frozen), loaded: { available: row.available, frozen: row.frozen } });
      if (journaled) this.journal.push({ kind: 'loaded', key });
    }
  }

  /**
   * Applies one movement to the running balances and queues its bills. If a member side would go
   * below zero, the movement's earlier sides are undone and "insufficient balance" (901) is thrown.
   */
  async apply(movement: Movement): Promise<BalanceAfter[]> {
    const members = movement.sides.filter(isMemberSide);
    await this.hold(members, true);
    const mark = this.mark();
    const index = this.movements++;
    const origin = (side: Side) => ({ type: side.type ?? movement.type, ref_type: movement.ref?.type ?? null, ref_id: movement.ref === undefined ? null : String(movement.ref.id), movement: index });
    const after: BalanceAfter[] = [];
    for (const side of movement.sides) {
      if (!isMemberSide(side)) {
        this.bills.push({ ...origin(side), coin: side.coin, platform_account: side.platform, user_id: null, account_id: null, amount: decimalText(side.amount), frozen_change: '0', available_after: null, frozen_after: null });
        continue;
      }
      const key = keyOf(side.member, side.account, side.coin);
      const held = this.accounts.get(key);
      if (!held) throw new Error(`account ${key} was not locked`);
      const available = held.available.plus(side.available ?? 0);
      const frozen = held.frozen.plus(side.frozen ?? 0);
      if (available.isNegative() || frozen.isNegative()) {
        this.undoTo(mark);
        throw AppError.businessRule('insufficientBalance');
      }
      this.journal.push({ kind: 'changed', key, available: held.available, frozen: held.frozen });
      Object.assign(held, { available, frozen });
      const balance = { available: available.toFixed(), frozen: frozen.toFixed() };
      this.bills.push({
        ...origin(side),
        coin: side.coin,
        platform_account: null,
        user_id: side.member,
        account_id: held.id,
        amount: decimalText(side.available ?? 0),
        frozen_change: decimalText(side.frozen ?? 0),
        available_after: balance.available,
        frozen_after: balance.frozen,
      });
      after.push(balance);
    }
    return after;
  }

  /** Writes the batch: its entry ids, changed balances and bills in one statement. */
  async flush(): Promise<void> {
    if (!this.movements) return;
    const changed = [...this.accounts.values()].filter((held) => !held.available.eq(held.loaded.available) || !held.frozen.eq(held.loaded.frozen));
    await batch.writeBatch(
      this.trx,
      this.movements,
      changed.map((held) => ({ id: held.id, available: held.available.toFixed(), frozen: held.frozen.toFixed() })),
      this.bills,
    );
  }
}
