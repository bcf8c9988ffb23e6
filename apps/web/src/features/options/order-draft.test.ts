// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { elapsedShare, formatCountdown, netResult, netTone, secondsLeft, standingOf } from './option-rules';
import { optionDraftIssue, optionFee, optionOrderBody, optionOutcomes, winPayout, type OptionContext, type OptionDraft } from './order-draft';

const draft = (changes: Partial<OptionDraft> = {}): OptionDraft => ({ pair: 'btcusdt', period: 30, amount: '100', ...changes });
const optionOptionsOf = (outcomes: ReturnType<typeof optionOutcomes>) =>
  [outcomes.right, outcomes.wrong, outcomes.unchanged].map((outcome) => [outcome.payout.toFixed(), outcome.net.toFixed()]);
const context: OptionContext = { available: '100.1', minAmount: '10', feeRate: '0.001' };

describe('the option draft', () => {
  it('asks for a time, then the purchase amount, then checks its bounds, before any call', () => {
    expect(optionDraftIssue(draft({ period: undefined }), context)).toEqual({ key: 'options.form.timeRequired', field: 'period' });
    expect(optionDraftIssue(draft({ amount: ' ' }), context)).toEqual({ key: 'options.form.amountRequired', field: 'amount' });
    expect(optionDraftIssue(draft({ amount: '1.234' }), context)).toEqual({ key: 'options.form.amountInvalid', field: 'amount' });
    expect(optionDraftIssue(draft({ amount: '0' }), context)).toEqual({ key: 'options.form.amountInvalid', field: 'amount' });
    expect(optionDraftIssue(draft({ amount: '9.99' }), context)).toEqual({ key: 'options.form.belowMinimum', field: 'amount', values: { min: '10' } });
    // 100 and its 0.10 fee is exactly what the options account holds; 100.01 is more.
    expect(optionDraftIssue(draft(), context)).toBeUndefined();
    expect(optionDraftIssue(draft({ amount: '100.01' }), context)).toEqual({ key: 'options.form.insufficient', field: 'amount' });
    expect(optionDraftIssue(draft({ amount: '5000' }), { ...context, available: undefined })).toBeUndefined();
  });

  it('charges the fee rounded up to 8 places and pays a right call amount × (1 + rate)', () => {
    expect(optionFee('100', '0.001').toFixed()).toBe('0.1');
    expect(optionFee('10.01', '0.0003').toFixed()).toBe('0.003003');
    expect(optionFee('0.01', '0.000000001').toFixed()).toBe('0.00000001');
    expect(winPayout('100', '0.1').toFixed()).toBe('110');
    expect(optionOrderBody(draft({ amount: ' 25.5 ' }), 'fall')).toEqual({ pair: 'btcusdt', direction: 'fall', period: 30, amount: '25.5' });
  });

  it('states every outcome before buying, net of the stake and the fee', () => {
    // 100 at 10 %, fee 0.1 %: right pays 110 (+9.90), wrong pays back 90 (−10.10), unchanged 100 (−0.10).
    const outcomes = optionOutcomes('100', '0.1', '0.001');
    const shown = (key: keyof typeof outcomes) => [outcomes[key].payout.toFixed(), outcomes[key].net.toFixed()];
    expect(shown('right')).toEqual(['110', '9.9']);
    expect(shown('wrong')).toEqual(['90', '-10.1']);
    expect(shown('unchanged')).toEqual(['100', '-0.1']);
    // 50 at 30 %, fee 0.3 %: 65 (+14.85), 35 (−15.15), 50 (−0.15).
    const longer = optionOptionsOf(optionOutcomes('50', '0.3', '0.003'));
    expect(longer).toEqual([['65', '14.85'], ['35', '-15.15'], ['50', '-0.15']]);
    expect([netTone(outcomes.right.net), netTone(outcomes.wrong.net), netTone(undefined)]).toEqual(['up', 'down', 'flat']);
    // A settled loss: paid back 90 of 100 and its 0.10 fee is −10.10.
    expect(netResult({ amount: '100', fee: '0.1', payout: '90' })?.toFixed()).toBe('-10.1');
  });

  it('counts down to the close second and says how an open option stands at the live price', () => {
    const close = '2027-01-15T08:00:30.000Z';
    const at = (iso: string) => new Date(iso).getTime();
    expect(secondsLeft(close, at('2027-01-15T08:00:02.400Z'))).toBe(28);
    expect(secondsLeft(close, at('2027-01-15T08:00:31.000Z'))).toBe(0);
    expect(formatCountdown(28)).toBe('00:28');
    expect(formatCountdown(300)).toBe('05:00');
    expect(elapsedShare({ period: 30, closeTime: close }, at('2027-01-15T08:00:15.000Z'))).toBe(0.5);
    expect(standingOf('rise', '100', '100.5')).toBe('ahead');
    expect(standingOf('rise', '100', '99')).toBe('behind');
    expect(standingOf('fall', '100', '99')).toBe('ahead');
    expect(standingOf('fall', '100', '100')).toBe('level');
    expect(standingOf('fall', '100', undefined)).toBeUndefined();
  });

  it('reads a settled option as payout less amount and fee', () => {
    expect(netResult({ amount: '100', fee: '0.1', payout: '110' })?.toFixed()).toBe('9.9');
    expect(netResult({ amount: '100', fee: '0.1', payout: '90' })?.toFixed()).toBe('-10.1');
    expect(netResult({ amount: '100', fee: '0.1', payout: null })).toBeUndefined();
  });
});
