import type { ReserveSnapshot } from '@halyard/shared';
import Decimal from '@halyard/shared/decimal';

/**
 * Reserves against liabilities in percent, as exact decimal text (formatPercent shows it): undefined
 * when nothing is owed (no ratio to speak of) or the reserves were not read.
 */
export function reserveRatio(reserves: string | undefined, liabilities: string): string | undefined {
  if (reserves === undefined) return undefined;
  const owed = new Decimal(liabilities);
  if (owed.isZero()) return undefined;
  return new Decimal(reserves).div(owed).times(100).toString();
}

/** One snapshot: the moment and every coin's row in it, in the order the server lists them. */
export interface SnapshotGroup {
  snapshotId: number;
  takenAt: string;
  coins: ReserveSnapshot[];
}

/** The listed rows (one per snapshot and coin, newest first) gathered by snapshot, keeping their order. */
export function groupSnapshots(rows: readonly ReserveSnapshot[]): SnapshotGroup[] {
  const groups = new Map<number, SnapshotGroup>();
  for (const row of rows) {
    const group = groups.get(row.snapshotId);
    if (group) group.coins.push(row);
    else groups.set(row.snapshotId, { snapshotId: row.snapshotId, takenAt: row.takenAt, coins: [row] });
  }
  return [...groups.values()];
}

/** A snapshot's time in the member's language and time zone, with the zone named (the daily one is 00:00 UTC). */
export function formatSnapshotTime(iso: string, languageTag: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '--';
  return new Intl.DateTimeFormat(languageTag, { dateStyle: 'medium', timeStyle: 'long', timeZone }).format(date);
}
