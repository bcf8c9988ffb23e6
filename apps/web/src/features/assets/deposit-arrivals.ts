import type { DepositRow } from '@halyard/shared';

/** How many arrivals the deposit page shows at once, newest first. */
export const ARRIVALS_SHOWN = 3;

/**
 * The chain deposits the deposit page announces: every one still confirming, and those this page
 * saw confirming that have since been decided (credited, dropped, below the minimum), so the
 * member watching sees how it ended.
 */
export function depositArrivals(rows: readonly DepositRow[], seenConfirming: ReadonlySet<number>): DepositRow[] {
  return rows.filter((row) => row.origin === 'chain' && (row.status === 'detected' || seenConfirming.has(row.id))).slice(0, ARRIVALS_SHOWN);
}

/** The ids of `rows` confirming now that `seen` does not hold yet; empty when nothing is new. */
export function newlyConfirming(rows: readonly DepositRow[], seen: ReadonlySet<number>): number[] {
  return rows.filter((row) => row.origin === 'chain' && row.status === 'detected' && !seen.has(row.id)).map((row) => row.id);
}

export type ArrivalKind = 'detected' | 'passed' | 'below_minimum' | 'dropped';

/** What the banner says of an arrival: confirming, credited, or not credited (below the minimum, dropped). */
export function arrivalKind(row: Pick<DepositRow, 'status'>): ArrivalKind {
  return row.status === 'passed' || row.status === 'below_minimum' || row.status === 'dropped' ? row.status : 'detected';
}
