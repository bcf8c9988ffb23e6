import { beforeAll, describe, expect, it } from 'vitest';
import type { TFunction } from '../../lib/i18n';
import { englishForTests } from '../../lib/test-i18n';
import { chainDepositStatus, confirmationProgress } from './deposit-status';
import { depositRow } from './deposit-test-rows';

let t: TFunction;
beforeAll(async () => {
  t = (await englishForTests()).t;
});

function worded(overrides: Parameters<typeof depositRow>[0]): { text: string; tone: string } | undefined {
  const view = chainDepositStatus(depositRow(overrides));
  return view && { text: t(view.key, view.values), tone: view.tone };
}

describe("a chain deposit's status in words", () => {
  it('counts the confirmations of a detected deposit, never past the required', () => {
    expect(worded({ confirmations: 1, requiredConfirmations: 12 })).toEqual({ text: 'Detected · 1 of 12 confirmations', tone: 'pending' });
    expect(worded({ confirmations: 12, requiredConfirmations: 12 })?.text).toBe('Detected · 12 of 12 confirmations');
    expect(worded({ confirmations: 15, requiredConfirmations: 12 })?.text).toBe('Detected · 12 of 12 confirmations');
    expect(worded({ confirmations: 0, requiredConfirmations: 3 })?.text).toBe('Detected · 0 of 3 confirmations');
  });

  it('says "confirming" without a count while the counts are unknown', () => {
    expect(worded({ confirmations: null })).toEqual({ text: 'Detected · confirming', tone: 'pending' });
    expect(worded({ requiredConfirmations: null })?.text).toBe('Detected · confirming');
  });

  it('words each outcome', () => {
    expect(worded({ status: 'passed', confirmations: 12 })).toEqual({ text: 'Credited', tone: 'success' });
    expect(worded({ status: 'below_minimum' })).toEqual({ text: 'Below the minimum, not credited', tone: 'danger' });
    expect(worded({ status: 'dropped' })).toEqual({ text: 'Dropped (its block left the chain)', tone: 'danger' });
  });

  it('leaves reported deposits to their review wording', () => {
    expect(chainDepositStatus(depositRow({ origin: 'reported', status: 'passed' }))).toBeUndefined();
    expect(chainDepositStatus(depositRow({ origin: 'reported', status: 'submitted' }))).toBeUndefined();
  });
});

describe('confirmation progress', () => {
  it('exists only for a detected deposit with both counts', () => {
    expect(confirmationProgress(depositRow({ confirmations: 2, requiredConfirmations: 3 }))).toEqual({ count: 2, required: 3 });
    expect(confirmationProgress(depositRow({ confirmations: -1, requiredConfirmations: 3 }))).toEqual({ count: 0, required: 3 });
    expect(confirmationProgress(depositRow({ status: 'passed', confirmations: 3, requiredConfirmations: 3 }))).toBeNull();
    expect(confirmationProgress(depositRow({ requiredConfirmations: 0 }))).toBeNull();
  });
});
