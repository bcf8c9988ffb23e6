import type { ContractRow } from '@halyard/shared';
import type { InfiniteData } from '@tanstack/react-query';
import type { ContractList } from './api/get-contract-orders';
import type { Page } from '../../lib/paging';

export type ContractPages = InfiniteData<Page<ContractRow>, number>;

/** The list an order shows in: waiting, open, or done (closed or cancelled). */
export function listOf(row: Pick<ContractRow, 'status'>): ContractList {
  if (row.status === 'pending' || row.status === 'open') return row.status;
  return 'closed';
}

function withTotal(data: ContractPages, pages: Page<ContractRow>[], delta: number): ContractPages {
  return { ...data, pages: pages.map((page) => ({ ...page, total: Math.max(0, page.total + delta) })) };
}

/**
 * Where a row not yet loaded goes: the waiting and open lists are newest first by id, so it goes
 * before the first older row; the closed list is newest change first, so on top. Undefined when
 * it belongs below every loaded row and more pages remain (it arrives with them).
 */
function insertAt(data: ContractPages, list: ContractList, row: ContractRow): [page: number, index: number] | undefined {
  if (list === 'closed') return [0, 0];
  for (const [pageIndex, page] of data.pages.entries()) {
    const index = page.rows.findIndex((other) => other.id < row.id);
    if (index >= 0) return [pageIndex, index];
  }
  const last = data.pages.length - 1;
  const loaded = data.pages.reduce((count, page) => count + page.rows.length, 0);
  const complete = loaded >= (data.pages[last]?.total ?? 0);
  return complete ? [Math.max(0, last), data.pages[last]?.rows.length ?? 0] : undefined;
}

/**
 * One list after a `user.orders` push: the row replaced in place, added to the list it now
 * belongs to, or taken out of the one it left. A push older than what is shown changes nothing.
 */
export function applyOrderChange(data: ContractPages | undefined, list: ContractList, row: ContractRow): ContractPages | undefined {
  if (!data) return data;
  const belongs = listOf(row) === list;
  const shown = data.pages.flatMap((page) => page.rows).find((other) => other.id === row.id);
  if (shown && shown.version > row.version) return data;
  if (shown) {
    const pages = data.pages.map((page) => ({
      ...page,
      rows: belongs ? page.rows.map((other) => (other.id === row.id ? row : other)) : page.rows.filter((other) => other.id !== row.id),
    }));
    return belongs ? { ...data, pages } : withTotal(data, pages, -1);
  }
  if (!belongs) return data;
  const at = insertAt(data, list, row);
  if (!at) return withTotal(data, data.pages, 1);
  const [pageAt, indexAt] = at;
  const pages = data.pages.map((page, pageIndex) => (pageIndex === pageAt ? { ...page, rows: page.rows.toSpliced(indexAt, 0, row) } : page));
  return withTotal(data, pages, 1);
}
