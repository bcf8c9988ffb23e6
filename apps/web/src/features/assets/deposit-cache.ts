import type { DepositRow } from '@halyard/shared';
import type { InfiniteData } from '@tanstack/react-query';
import type { Page } from '../../lib/paging';

export type DepositPages = InfiniteData<Page<DepositRow>>;

/**
 * A push that came late: it would take back a credit (never reversed), or count fewer confirmations
 * in the same block. A dropped transfer mined again comes back confirming in its new block: not late.
 */
export function isStalePush(shown: DepositRow, pushed: DepositRow): boolean {
  if (shown.status === 'passed') return pushed.status !== 'passed';
  if (shown.status !== 'detected' || pushed.status !== 'detected' || shown.blockNumber !== pushed.blockNumber) return false;
  return (pushed.confirmations ?? 0) < (shown.confirmations ?? 0);
}

/**
 * The member's deposit list after a `user.deposits` push: the row replaced where it is, or a new
 * one put in its place among the loaded rows (newest first by id) with the total one higher.
 * A row older than every loaded one while more pages remain arrives with its page.
 */
export function applyDepositChange(data: DepositPages | undefined, row: DepositRow): DepositPages | undefined {
  if (!data) return data;
  const shown = data.pages.flatMap((page) => page.rows).find((other) => other.id === row.id);
  if (shown) {
    if (isStalePush(shown, row)) return data;
    return { ...data, pages: data.pages.map((page) => ({ ...page, rows: page.rows.map((other) => (other.id === row.id ? row : other)) })) };
  }
  const pages = data.pages.map((page) => ({ ...page, total: page.total + 1 }));
  const pageAt = pages.findIndex((page) => page.rows.some((other) => other.id < row.id));
  if (pageAt >= 0) {
    const page = pages[pageAt];
    if (page) {
      const indexAt = page.rows.findIndex((other) => other.id < row.id);
      pages[pageAt] = { ...page, rows: page.rows.toSpliced(indexAt, 0, row) };
    }
    return { ...data, pages };
  }
  const last = pages.at(-1);
  const loaded = data.pages.reduce((count, page) => count + page.rows.length, 0);
  if (last && loaded >= (data.pages.at(-1)?.total ?? 0)) pages[pages.length - 1] = { ...last, rows: [...last.rows, row] };
  return { ...data, pages };
}
