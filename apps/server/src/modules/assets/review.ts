import type Decimal from '@halyard/shared/decimal';
import { UNDECIDED_REVIEW_STATUSES, type DepositStatus, type WithdrawalStatus, type ReviewAction, type ReviewBlock, type ReviewState } from '@halyard/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { recordDecision } from '../audit/audit.service.js';

/**
 * The rules of an operator's review of money at the platform's edge (ARCHITECTURE §11): no one
 * decides their own money, and above the four-eyes threshold two different operators decide.
 */

/** The operator deciding: their wallet, and the member account behind it. */
export interface Reviewer {
  address: string;
  userId: number;
}

/** What the rules read of a deposit or withdrawal. */
export interface ReviewedItem {
  user_id: number;
  status: DepositStatus | WithdrawalStatus;
  first_approved_by: string | null;
  first_approved_at: Date | null;
}

/** Why this operator may not decide this item, if they may not. */
export function reviewBlock(item: ReviewedItem, reviewer: Reviewer): ReviewBlock | null {
  if (item.user_id === reviewer.userId) return 'ownMoney';
  if (item.status === 'approved_once' && item.first_approved_by?.toLowerCase() === reviewer.address.toLowerCase()) return 'secondReviewer';
  return null;
}

export function isUndecided(status: DepositStatus | WithdrawalStatus): boolean {
  return (UNDECIDED_REVIEW_STATUSES as readonly string[]).includes(status);
}

/** Only records still waiting may be decided; a second decision is refused. */
export function assertUndecided(status: DepositStatus | WithdrawalStatus): void {
  if (!isUndecided(status)) throw AppError.businessRule('reviewAlreadyDecided');
}

/** An approval now waits for a second operator: the item is worth more than the threshold (0: every item), unknown counting as more. */
export function needsSecondReviewer(usdtValue: Decimal | undefined, threshold: string): boolean {
  return usdtValue === undefined || usdtValue.gt(threshold);
}

/** The item's review as the given operator sees it: what they may do, and why not. */
export function reviewState(item: ReviewedItem, reviewer: Reviewer, usdtValue: Decimal | undefined, threshold: string): ReviewState {
  const blocked = isUndecided(item.status) ? reviewBlock(item, reviewer) : null;
  const may: ReviewAction[] = !isUndecided(item.status) || blocked ? [] : item.status === 'submitted' ? ['check', 'approve', 'reject'] : ['approve', 'reject'];
  return {
    usdtValue: usdtValue?.toFixed() ?? null,
    threshold,
    fourEyes: item.status === 'approved_once' || needsSecondReviewer(usdtValue, threshold),
    firstApprovedBy: item.first_approved_by,
    firstApprovedAt: item.first_approved_at?.toISOString() ?? null,
    may,
    blocked,
  };
}

/** A decision made, or refused by the rules above (and that attempt audited in its place). */
type Decided<Row> = { row: Row } | { refused: ReviewBlock };

/** How one kind of item is decided: in which transaction, locked how, answered as what. */
export interface ReviewDesk<Item extends ReviewedItem, Row> {
  targetType: 'deposit' | 'withdrawal';
  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T>;
  lock(trx: Transaction<Database>, id: number): Promise<Item | undefined>;
  toRow(item: Item): Row;
  now(): Date;
}

/**
 * Runs one operator's decision on a locked item, unless the rules refuse it: then the attempt is
 * audited (committed on its own, as nothing else changed) and answered 403 with the reason.
 */
export async function decide<Item extends ReviewedItem, Row>(
  desk: ReviewDesk<Item, Row>,
  attempt: { reviewer: Reviewer; id: number; action: ReviewAction },
  work: (item: Item, trx: Transaction<Database>, now: Date) => Promise<Item>,
): Promise<Row> {
  const { reviewer, id, action } = attempt;
  const outcome = await desk.transaction(async (trx): Promise<Decided<Row>> => {
    const item = await desk.lock(trx, id);
    if (!item) throw AppError.notFound();
    const at = desk.now();
    const block = reviewBlock(item, reviewer);
    if (!block) return { row: desk.toRow(await work(item, trx, at)) };
    await recordDecision(trx, { actor: reviewer.address, action: `${desk.targetType}.refused`, targetType: desk.targetType, targetId: id, detail: { attempted: action, reason: block }, at });
    return { refused: block };
  });
  if ('refused' in outcome) throw AppError.forbidden(outcome.refused === 'ownMoney' ? 'reviewOwnMoney' : 'reviewSecondReviewer');
  return outcome.row;
}
