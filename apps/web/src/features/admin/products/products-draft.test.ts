// @vitest-environment node
import { DEFAULT_PRODUCT_TERMS, contractTermsSchema, fundTermsSchema, optionTermsSchema } from '@halyard/shared';
import { describe, expect, it } from 'vitest';
import {
  addLevel,
  checkContract,
  checkFunds,
  checkOptions,
  contractDraftOf,
  fundDraftOf,
  optionDraftOf,
  percentOf,
  problemField,
  termsChanges,
  termsValueText,
  type ContractDraft,
  type OptionDraft,
} from './products-draft';

const contract = (): ContractDraft => contractDraftOf(DEFAULT_PRODUCT_TERMS.contract);
const options = (): OptionDraft => optionDraftOf(DEFAULT_PRODUCT_TERMS.options);

describe('product terms drafts', () => {
  it('starts from the terms in force and sends them back unchanged, as the server accepts them', () => {
    const checkedContract = checkContract(contract());
    const checkedOptions = checkOptions(options());
    const checkedFunds = checkFunds(fundDraftOf(DEFAULT_PRODUCT_TERMS.funds));
    expect(checkedContract).toEqual({ ok: true, terms: DEFAULT_PRODUCT_TERMS.contract });
    expect(checkedOptions).toEqual({ ok: true, terms: DEFAULT_PRODUCT_TERMS.options });
    expect(checkedFunds).toEqual({ ok: true, terms: DEFAULT_PRODUCT_TERMS.funds });
    expect(options().periods[0]).toEqual({ period: '30', profitRate: '0.1' });
    if (checkedContract.ok) expect(contractTermsSchema.safeParse(checkedContract.terms).success).toBe(true);
  });

  it('adds a leverage level in order, once, as a whole number from 1 to 125, ten at most', () => {
    expect(addLevel([5, 10], ' 7 ')).toEqual({ ok: true, levels: [5, 7, 10] });
    expect(addLevel([5, 10], '25x')).toEqual({ ok: true, levels: [5, 10, 25] });
    expect(addLevel([5, 10], '10')).toEqual({ ok: false, problem: 'levelDuplicate' });
    for (const text of ['0', '126', '2.5', '', 'abc', '-3']) expect(addLevel([5], text)).toEqual({ ok: false, problem: 'levelInvalid' });
    expect(addLevel([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], '11')).toEqual({ ok: false, problem: 'levelCount' });
  });

  it('refuses contract terms the server would refuse', () => {
    expect(checkContract({ ...contract(), leverages: [] })).toEqual({ ok: false, problem: 'levelCount' });
    expect(checkContract({ ...contract(), feeRate: '0.011' })).toEqual({ ok: false, problem: 'outOfRange', field: 'feeRate', min: '0', max: '0.01', above: false });
    expect(checkContract({ ...contract(), feeRate: '0.000000001' })).toEqual({ ok: false, problem: 'decimalInvalid', field: 'feeRate' });
    expect(checkContract({ ...contract(), maintenanceMarginRate: '0' })).toMatchObject({ ok: false, problem: 'outOfRange', field: 'maintenanceMarginRate', above: true });
    expect(checkContract({ ...contract(), minMargin: '0' })).toMatchObject({ ok: false, problem: 'outOfRange', field: 'minMargin' });
    // 1/100 = 0.01: a rate of 0.02 would liquidate a 100x position at once.
    expect(checkContract({ ...contract(), maintenanceMarginRate: '0.02' })).toEqual({ ok: false, problem: 'maintenanceTooHigh', max: '0.01', leverage: 100 });
    expect(checkContract({ ...contract(), maintenanceMarginRate: '0.01' })).toMatchObject({ problem: 'maintenanceTooHigh' });
    expect(checkContract({ ...contract(), leverages: [3, 10, 25], maintenanceMarginRate: '0.02' })).toMatchObject({ ok: true });
    expect(checkContract({ ...contract(), leverages: [2], maintenanceMarginRate: '0.4' })).toMatchObject({ ok: true });
    expect(checkContract({ ...contract(), leverages: [3], maintenanceMarginRate: '0.4' })).toEqual({ ok: false, problem: 'maintenanceTooHigh', max: '0.33333333', leverage: 3 });
    expect(contractTermsSchema.safeParse({ ...DEFAULT_PRODUCT_TERMS.contract, maintenanceMarginRate: '0.02' }).success).toBe(false);
  });

  it('sends decimals trimmed and without trailing zeros, levels in order', () => {
    expect(checkContract({ leverages: [25, 3, 10], feeRate: ' 0.00080 ', maintenanceMarginRate: '0.005', minMargin: '5.0' })).toEqual({
      ok: true,
      terms: { leverages: [3, 10, 25], feeRate: '0.0008', maintenanceMarginRate: '0.005', minMargin: '5' },
    });
  });

  it('refuses option periods the server would refuse, naming the row', () => {
    const rows = options().periods;
    expect(checkOptions({ ...options(), periods: [] })).toEqual({ ok: false, problem: 'periodCount' });
    expect(checkOptions({ ...options(), periods: [...rows, { period: '9', profitRate: '0.1' }] })).toEqual({ ok: false, problem: 'periodInvalid', row: 4 });
    expect(checkOptions({ ...options(), periods: [...rows, { period: '86401', profitRate: '0.1' }] })).toEqual({ ok: false, problem: 'periodInvalid', row: 4 });
    expect(checkOptions({ ...options(), periods: [...rows, { period: '60', profitRate: '0.1' }] })).toEqual({ ok: false, problem: 'periodDuplicate', row: 4 });
    expect(checkOptions({ ...options(), periods: [...rows, { period: '45', profitRate: '1.5' }] })).toMatchObject({ ok: false, problem: 'outOfRange', field: 'profitRate', row: 4 });
    expect(checkOptions({ ...options(), periods: [...rows, { period: '45', profitRate: '' }] })).toEqual({ ok: false, problem: 'decimalInvalid', field: 'profitRate', row: 4 });
    expect(checkOptions({ ...options(), feeRate: '0.06' })).toMatchObject({ ok: false, problem: 'outOfRange', field: 'feeRate', max: '0.05' });
    expect(checkOptions({ ...options(), minAmount: '0' })).toMatchObject({ ok: false, problem: 'outOfRange', field: 'minAmount' });
    const checked = checkOptions({ ...options(), periods: [...rows, { period: '45', profitRate: '0.5' }] });
    expect(checked.ok && checked.terms.periods.map((row) => row.period)).toEqual([30, 45, 60, 120, 300]);
    if (checked.ok) expect(optionTermsSchema.safeParse(checked.terms).success).toBe(true);
  });

  it('needs a withdrawal fee below the withdrawal minimum, and minimums above 0', () => {
    const funds = fundDraftOf(DEFAULT_PRODUCT_TERMS.funds);
    expect(checkFunds({ ...funds, withdrawalFeeUsdt: '10' })).toEqual({ ok: false, problem: 'feeNotBelowMinimum' });
    expect(checkFunds({ ...funds, withdrawalFeeUsdt: '0' })).toMatchObject({ ok: true });
    expect(checkFunds({ ...funds, depositMinUsdt: '0' })).toMatchObject({ ok: false, problem: 'outOfRange', field: 'depositMinUsdt', above: true });
    expect(checkFunds({ ...funds, withdrawalMinUsdt: 'ten' })).toEqual({ ok: false, problem: 'decimalInvalid', field: 'withdrawalMinUsdt' });
    // A four-eyes threshold of 0 puts every item under two operators; none may be negative or above the bound.
    expect(checkFunds({ ...funds, depositFourEyesUsdt: '0', withdrawalFourEyesUsdt: '0' })).toMatchObject({ ok: true });
    expect(checkFunds({ ...funds, withdrawalFourEyesUsdt: '-1' })).toEqual({ ok: false, problem: 'decimalInvalid', field: 'withdrawalFourEyesUsdt' });
    expect(checkFunds({ ...funds, depositFourEyesUsdt: '100000001' })).toMatchObject({ ok: false, problem: 'outOfRange', field: 'depositFourEyesUsdt' });
    expect(fundTermsSchema.safeParse({ ...DEFAULT_PRODUCT_TERMS.funds, withdrawalFeeUsdt: '10' }).success).toBe(false);
  });

  it('names the field a problem is about', () => {
    expect(problemField({ problem: 'maintenanceTooHigh', max: '0.01', leverage: 100 })).toEqual({ field: 'maintenanceMarginRate' });
    expect(problemField({ problem: 'periodInvalid', row: 2 })).toEqual({ field: 'period', row: 2 });
    expect(problemField({ problem: 'decimalInvalid', field: 'profitRate', row: 1 })).toEqual({ field: 'profitRate', row: 1 });
    expect(problemField({ problem: 'levelCount' })).toBeUndefined();
    expect(problemField(undefined)).toBeUndefined();
  });

  it('shows terms as compact text: levels, periods and rates with their percentage', () => {
    expect(percentOf('0.0008')).toBe('0.08');
    expect(percentOf('x')).toBeUndefined();
    expect(termsValueText('leverages', [5, 10])).toBe('5x, 10x');
    expect(termsValueText('periods', [{ period: 30, profitRate: '0.1' }])).toBe('30 s · 10 %');
    expect(termsValueText('feeRate', '0.0005')).toBe('0.0005 (0.05 %)');
    expect(termsValueText('minMargin', '5.00')).toBe('5');
    expect(termsValueText('other', { a: 1 })).toBe('{"a":1}');
  });

  it('lists only what a save changes, before and after', () => {
    const before = DEFAULT_PRODUCT_TERMS.contract;
    expect(termsChanges<'contract'>(before, { ...before, leverages: [3, 10, 25], feeRate: '0.0008' })).toEqual([
      { field: 'leverages', before: '5x, 10x, 20x, 50x, 100x', after: '3x, 10x, 25x' },
      { field: 'feeRate', before: '0.0005 (0.05 %)', after: '0.0008 (0.08 %)' },
    ]);
    expect(termsChanges<'contract'>(before, { ...before, minMargin: '5.0', leverages: [100, 50, 20, 10, 5] })).toEqual([]);
    const periods = [...DEFAULT_PRODUCT_TERMS.options.periods, { period: 45, profitRate: '0.5' }];
    expect(termsChanges<'options'>(DEFAULT_PRODUCT_TERMS.options, { ...DEFAULT_PRODUCT_TERMS.options, periods })).toEqual([
      { field: 'periods', before: '30 s · 10 %, 60 s · 15 %, 120 s · 20 %, 300 s · 30 %', after: '30 s · 10 %, 45 s · 50 %, 60 s · 15 %, 120 s · 20 %, 300 s · 30 %' },
    ]);
  });
});
