// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addressNotice, mayConfirm } from './address-notice';

describe('what the confirmation sheet says of a destination', () => {
  it('warns of a first withdrawal to an address the member was never paid at, saved or not', () => {
    expect(addressNotice({ status: 'success', data: { paidBefore: 0, label: null } })).toEqual({ kind: 'new', label: null });
    expect(addressNotice({ status: 'success', data: { paidBefore: 0, label: 'Ledger' } })).toEqual({ kind: 'new', label: 'Ledger' });
  });

  it('says how often it was paid there otherwise, with its label', () => {
    expect(addressNotice({ status: 'success', data: { paidBefore: 3, label: 'Ledger' } })).toEqual({ kind: 'known', paidBefore: 3, label: 'Ledger' });
  });

  it('keeps Confirm waiting while the check runs, so no warning comes after the tap', () => {
    const notice = addressNotice({ status: 'pending', data: undefined });
    expect(notice.kind).toBe('checking');
    expect(mayConfirm(notice)).toBe(false);
  });

  it('claims neither "new" nor "known" when the check failed, and lets the member confirm', () => {
    const notice = addressNotice({ status: 'error', data: undefined });
    expect(notice).toEqual({ kind: 'unchecked', label: null });
    expect(mayConfirm(notice)).toBe(true);
  });

  it('uses an answer it already holds when a later check fails (paid counts only grow)', () => {
    expect(addressNotice({ status: 'error', data: { paidBefore: 2, label: null } })).toEqual({ kind: 'known', paidBefore: 2, label: null });
    expect(mayConfirm(addressNotice({ status: 'success', data: { paidBefore: 0, label: null } }))).toBe(true);
  });
});
