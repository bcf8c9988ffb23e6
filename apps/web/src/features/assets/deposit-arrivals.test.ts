import { describe, expect, it } from 'vitest';
import { arrivalKind, ARRIVALS_SHOWN, depositArrivals, newlyConfirming } from './deposit-arrivals';
import { depositRow } from './deposit-test-rows';

describe('the deposit page banner', () => {
  const confirming = depositRow({ id: 5 });
  const credited = depositRow({ id: 4, status: 'passed' });
  const reported = depositRow({ id: 3, origin: 'reported', status: 'submitted' });

  it('announces chain deposits confirming now, never reported ones', () => {
    expect(depositArrivals([confirming, credited, reported], new Set()).map((row) => row.id)).toEqual([5]);
    expect(newlyConfirming([confirming, credited, reported], new Set())).toEqual([5]);
    expect(newlyConfirming([confirming], new Set([5]))).toEqual([]);
  });

  it('keeps announcing a deposit it saw confirming once it is decided', () => {
    expect(depositArrivals([depositRow({ id: 5, status: 'passed' }), credited], new Set([5])).map((row) => row.id)).toEqual([5]);
  });

  it('shows a few at most, newest first', () => {
    const many = [9, 8, 7, 6, 5].map((id) => depositRow({ id }));
    expect(depositArrivals(many, new Set()).map((row) => row.id)).toEqual([9, 8, 7, 6, 5].slice(0, ARRIVALS_SHOWN));
  });

  it('says how each ended', () => {
    expect(arrivalKind({ status: 'detected' })).toBe('detected');
    expect(arrivalKind({ status: 'passed' })).toBe('passed');
    expect(arrivalKind({ status: 'below_minimum' })).toBe('below_minimum');
    expect(arrivalKind({ status: 'dropped' })).toBe('dropped');
  });
});
