// @vitest-environment node
import type { ContractRow } from '@halyard/shared';
import { describe, expect, it } from 'vitest';
import { applyOrderChange, listOf, type ContractPages } from './order-cache';
import { contractRow } from './test-setup';

function pages(...pageRows: ContractRow[][]): ContractPages {
  const total = pageRows.reduce((count, rows) => count + rows.length, 0);
  return { pages: pageRows.map((rows) => ({ rows, total })), pageParams: pageRows.map((_, index) => index + 1) };
}

function ids(data: ContractPages | undefined): number[][] {
  return data?.pages.map((page) => page.rows.map((row) => row.id)) ?? [];
}

describe('a user.orders push applied to the lists', () => {
  const open = (id: number, version = 1) => contractRow({ id, version });

  it('sorts an order into its list by status', () => {
    expect(listOf({ status: 'pending' })).toBe('pending');
    expect(listOf({ status: 'open' })).toBe('open');
    expect(listOf({ status: 'closed' })).toBe('closed');
    expect(listOf({ status: 'cancelled' })).toBe('closed');
  });

  it('replaces a shown row in place with its newer version', () => {
    const data = pages([open(3), open(2), open(1)]);
    const next = applyOrderChange(data, 'open', { ...open(2, 2), stopProfit: '60000' });
    expect(ids(next)).toEqual([[3, 2, 1]]);
    expect(next?.pages[0]?.rows[1]?.stopProfit).toBe('60000');
    expect(next?.pages[0]?.total).toBe(3);
  });

  it('ignores a push older than what is shown', () => {
    const data = pages([open(2, 5)]);
    expect(applyOrderChange(data, 'open', open(2, 4))).toBe(data);
  });

  it('takes a row out of the list it left and counts one less on every page', () => {
    const data = pages([open(4), open(3)], [open(2)]);
    const next = applyOrderChange(data, 'open', contractRow({ id: 3, status: 'closed', closeReason: 'manual', version: 2 }));
    expect(ids(next)).toEqual([[4], [2]]);
    expect(next?.pages.map((page) => page.total)).toEqual([2, 2]);
  });

  it('puts a newly opened position in id order, and a newly closed one on top', () => {
    const openList = applyOrderChange(pages([open(9), open(5)]), 'open', open(7));
    expect(ids(openList)).toEqual([[9, 7, 5]]);
    expect(openList?.pages[0]?.total).toBe(3);
    const closedList = applyOrderChange(pages([contractRow({ id: 9, status: 'closed' })]), 'closed', contractRow({ id: 2, status: 'cancelled' }));
    expect(ids(closedList)).toEqual([[2, 9]]);
  });

  it('starts an empty list, and leaves one it does not belong to alone', () => {
    expect(ids(applyOrderChange(pages([]), 'pending', contractRow({ id: 1, status: 'pending' })))).toEqual([[1]]);
    const data = pages([open(1)]);
    expect(applyOrderChange(data, 'pending', open(8))).toBe(data);
    expect(applyOrderChange(undefined, 'open', open(8))).toBeUndefined();
  });

  it('only counts a row that belongs below every loaded one while more pages remain', () => {
    const data: ContractPages = { pages: [{ rows: [open(9), open(8)], total: 5 }], pageParams: [1] };
    const next = applyOrderChange(data, 'open', open(3));
    expect(ids(next)).toEqual([[9, 8]]);
    expect(next?.pages[0]?.total).toBe(6);
  });
});
