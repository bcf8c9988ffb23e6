import type { DepositRow } from '@halyard/shared';
import { describe, expect, it } from 'vitest';
import { applyDepositChange, isStalePush, type DepositPages } from './deposit-cache';
import { depositRow } from './deposit-test-rows';

function pages(...chunks: { ids: number[]; total: number }[]): DepositPages {
  return {
    pages: chunks.map(({ ids, total }) => ({ rows: ids.map((id) => depositRow({ id, origin: 'reported', status: 'submitted' })), total })),
    pageParams: chunks.map((_, index) => index + 1),
  };
}

function ids(data: DepositPages | undefined): number[][] {
  return data?.pages.map((page) => page.rows.map((row) => row.id)) ?? [];
}

function row(data: DepositPages | undefined, id: number): DepositRow | undefined {
  return data?.pages.flatMap((page) => page.rows).find((candidate) => candidate.id === id);
}

describe('the deposit list after a push', () => {
  it('puts a new deposit on top, the total one higher', () => {
    const after = applyDepositChange(pages({ ids: [5, 4, 3], total: 3 }), depositRow({ id: 6 }));
    expect(ids(after)).toEqual([[6, 5, 4, 3]]);
    expect(after?.pages[0]?.total).toBe(4);
  });

  it('adds the first deposit to an empty list', () => {
    expect(ids(applyDepositChange(pages({ ids: [], total: 0 }), depositRow({ id: 1 })))).toEqual([[1]]);
  });

  it('puts a deposit older than some loaded rows in its place', () => {
    expect(ids(applyDepositChange(pages({ ids: [9, 7], total: 4 }, { ids: [3, 1], total: 4 }), depositRow({ id: 5 })))).toEqual([[9, 7], [5, 3, 1]]);
  });

  it('leaves a deposit older than every loaded row to its page while more remain, counting it', () => {
    const after = applyDepositChange(pages({ ids: [9, 7], total: 5 }), depositRow({ id: 2 }));
    expect(ids(after)).toEqual([[9, 7]]);
    expect(after?.pages[0]?.total).toBe(6);
  });

  it('replaces a shown deposit in place: one more confirmation, then credited', () => {
    const start = applyDepositChange(pages({ ids: [2, 1], total: 2 }), depositRow({ id: 3, confirmations: 1 }));
    const counted = applyDepositChange(start, depositRow({ id: 3, confirmations: 2 }));
    expect(row(counted, 3)?.confirmations).toBe(2);
    const credited = applyDepositChange(counted, depositRow({ id: 3, status: 'passed', confirmations: 3, creditedUsdt: '25' }));
    expect(row(credited, 3)?.status).toBe('passed');
    expect(ids(credited)).toEqual([[3, 2, 1]]);
    expect(credited?.pages[0]?.total).toBe(3);
  });

  it('keeps what is shown when a late push would take it back', () => {
    const credited = applyDepositChange(pages({ ids: [], total: 0 }), depositRow({ id: 3, status: 'passed', confirmations: 3 }));
    expect(row(applyDepositChange(credited, depositRow({ id: 3, confirmations: 2 })), 3)?.status).toBe('passed');
    const dropped = applyDepositChange(pages({ ids: [], total: 0 }), depositRow({ id: 5, status: 'dropped' }));
    expect(row(applyDepositChange(dropped, depositRow({ id: 5, blockNumber: 130, confirmations: 1 })), 5)?.status).toBe('detected');
    const two = applyDepositChange(pages({ ids: [], total: 0 }), depositRow({ id: 4, confirmations: 2 }));
    expect(row(applyDepositChange(two, depositRow({ id: 4, confirmations: 1 })), 4)?.confirmations).toBe(2);
  });

  it('does nothing to a list not loaded yet', () => {
    expect(applyDepositChange(undefined, depositRow())).toBeUndefined();
  });
});

describe('a stale push', () => {
  it('takes back a credit, or counts fewer confirmations in the same block', () => {
    expect(isStalePush(depositRow({ status: 'passed' }), depositRow({ status: 'detected' }))).toBe(true);
    expect(isStalePush(depositRow({ status: 'passed' }), depositRow({ status: 'dropped' }))).toBe(true);
    expect(isStalePush(depositRow({ confirmations: 3 }), depositRow({ confirmations: 2 }))).toBe(true);
    expect(isStalePush(depositRow({ confirmations: 2 }), depositRow({ confirmations: 3 }))).toBe(false);
    expect(isStalePush(depositRow({ status: 'detected' }), depositRow({ status: 'below_minimum' }))).toBe(false);
    expect(isStalePush(depositRow({ status: 'below_minimum' }), depositRow({ status: 'dropped' }))).toBe(false);
  });

  it('is not a dropped transfer mined again: it confirms anew in its new block', () => {
    expect(isStalePush(depositRow({ status: 'dropped', blockNumber: 120 }), depositRow({ status: 'detected', blockNumber: 121, confirmations: 1 }))).toBe(false);
    expect(isStalePush(depositRow({ blockNumber: 120, confirmations: 3 }), depositRow({ blockNumber: 121, confirmations: 1 }))).toBe(false);
  });
});
