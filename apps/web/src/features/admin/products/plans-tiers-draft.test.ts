// @vitest-environment node
import { boxTierInputSchema, stakingPlanInputSchema, type BoxTierConsoleRow, type StakingPlanConsoleRow } from '@halyard/shared';
import { describe, expect, it } from 'vitest';
import {
  aprPercentOf,
  checkPlan,
  checkTier,
  emptyPlanDraft,
  expectedReturnOf,
  invalidField,
  planChanges,
  planDraftOf,
  probabilitySum,
  tierChanges,
  tierDraftOf,
  type PlanDraft,
  type TierDraft,
} from './plans-tiers-draft';

const planRow: StakingPlanConsoleRow = { id: 1, days: 7, minAmount: '100', maxAmount: '50000', dailyRate: '0.0002', active: true, sort: 0, activeStakes: 3 };
const tierRow: BoxTierConsoleRow = {
  level: 1,
  price: '10',
  gift: '0.3',
  active: true,
  prizes: [
    { amount: '2', probability: '0.6' },
    { amount: '12', probability: '0.3' },
    { amount: '40', probability: '0.1' },
  ],
  expectedReturn: '9.1',
  expectedReturnRate: '0.91',
  openings: 4,
};
const plan = (change: Partial<PlanDraft> = {}): PlanDraft => ({ ...planDraftOf(planRow), ...change });
const tier = (change: Partial<TierDraft> = {}): TierDraft => ({ ...tierDraftOf(tierRow), ...change });

describe('staking plan drafts', () => {
  it('sends a plan as the server accepts it, trimmed and without trailing zeros', () => {
    const checked = checkPlan({ days: ' 45 ', minAmount: '100.0', maxAmount: '5000', dailyRate: '0.00050', active: true });
    expect(checked).toEqual({ ok: true, plan: { days: 45, minAmount: '100', maxAmount: '5000', dailyRate: '0.0005', active: true } });
    if (checked.ok) expect(stakingPlanInputSchema.safeParse(checked.plan).success).toBe(true);
    expect(checkPlan(plan())).toMatchObject({ ok: true, plan: { days: 7, dailyRate: '0.0002' } });
  });

  it('refuses what the server would refuse, naming the field', () => {
    for (const days of ['', '0', '3651', '7.5', 'x', '-1']) expect(checkPlan(plan({ days }))).toEqual({ ok: false, problem: 'daysInvalid' });
    expect(checkPlan(plan({ days: '3650' })).ok).toBe(true);
    expect(checkPlan(plan({ minAmount: '0' }))).toEqual({ ok: false, problem: 'outOfRange', field: 'minAmount', min: '0', max: '100000000', above: true });
    expect(checkPlan(plan({ maxAmount: 'abc' }))).toEqual({ ok: false, problem: 'decimalInvalid', field: 'maxAmount' });
    expect(checkPlan(plan({ minAmount: '500', maxAmount: '100' }))).toEqual({ ok: false, problem: 'maxBelowMin' });
    expect(checkPlan(plan({ minAmount: '500', maxAmount: '500' })).ok).toBe(true);
    expect(checkPlan(plan({ dailyRate: '0' }))).toMatchObject({ ok: false, problem: 'outOfRange', field: 'dailyRate' });
    expect(checkPlan(plan({ dailyRate: '0.0101' }))).toMatchObject({ ok: false, problem: 'outOfRange', field: 'dailyRate', max: '0.01' });
    expect(checkPlan(plan({ dailyRate: '0.01' })).ok).toBe(true);
    expect(checkPlan(emptyPlanDraft())).toEqual({ ok: false, problem: 'daysInvalid' });
    expect(stakingPlanInputSchema.safeParse({ days: 7, minAmount: '500', maxAmount: '100', dailyRate: '0.0002', active: true }).success).toBe(false);
  });

  it('shows the yearly figure of a daily rate, rate × 365', () => {
    expect(aprPercentOf('0.0005')).toBe('18.25');
    expect(aprPercentOf('0.0002')).toBe('7.3');
    expect(aprPercentOf('0.00000001')).toBe('0.0004');
    expect(aprPercentOf('abc')).toBeUndefined();
  });

  it('lists what a save changes, every field for a new plan', () => {
    expect(planChanges(planRow, { days: 7, minAmount: '100', maxAmount: '50000', dailyRate: '0.0002', active: true })).toEqual([]);
    expect(planChanges(planRow, { days: 7, minAmount: '100', maxAmount: '50000', dailyRate: '0.0009', active: false })).toEqual([
      { field: 'dailyRate', before: '0.0002 (0.02\u00a0%)', after: '0.0009 (0.09\u00a0%)' },
      { field: 'active', before: 'on', after: 'off' },
    ]);
    expect(planChanges(undefined, { days: 45, minAmount: '100', maxAmount: '5000', dailyRate: '0.0005', active: true }).map((line) => [line.field, line.before, line.after])).toEqual([
      ['days', undefined, '45'],
      ['minAmount', undefined, '100'],
      ['maxAmount', undefined, '5000'],
      ['dailyRate', undefined, '0.0005 (0.05\u00a0%)'],
      ['active', undefined, 'on'],
    ]);
  });
});

describe('blind box tier drafts', () => {
  it('adds the probabilities in decimals: 0.7 + 0.2 + 0.1 is exactly 1, as floats would not say', () => {
    expect(0.7 + 0.2 + 0.1).not.toBe(1);
    expect(probabilitySum([{ amount: '1', probability: '0.7' }, { amount: '2', probability: '0.2' }, { amount: '3', probability: '0.1' }])).toEqual({ sum: '1', complete: true, exact: true });
    expect(probabilitySum([{ amount: '1', probability: '0.5' }, { amount: '2', probability: '0.4' }])).toEqual({ sum: '0.9', complete: true, exact: false });
    expect(probabilitySum([{ amount: '1', probability: '1' }, { amount: '2', probability: '' }])).toEqual({ sum: '1', complete: false, exact: false });
    expect(probabilitySum([])).toEqual({ sum: '0', complete: false, exact: false });
  });

  it('computes the expected return, gift + Σ amount × probability, and its share of the price', () => {
    expect(expectedReturnOf(tier())).toEqual({ amount: '9.1', rate: '0.91' });
    expect(expectedReturnOf({ price: '10', gift: '0.5', prizes: tierRow.prizes })).toEqual({ amount: '9.3', rate: '0.93' });
    expect(expectedReturnOf({ price: '3', gift: '0', prizes: [{ amount: '1', probability: '1' }] })).toEqual({ amount: '1', rate: '0.333333' });
    expect(expectedReturnOf({ price: '', gift: '1', prizes: [{ amount: '1', probability: '1' }] })).toEqual({ amount: '2', rate: undefined });
    expect(expectedReturnOf(tier({ gift: 'x' }))).toBeUndefined();
    expect(expectedReturnOf(tier({ prizes: [{ amount: '1', probability: '' }] }))).toBeUndefined();
  });

  it('sends a table that sums to exactly 1 and refuses one that does not, nor a bad row', () => {
    const checked = checkTier(tier({ gift: '0.50' }));
    expect(checked).toEqual({ ok: true, tier: { price: '10', gift: '0.5', active: true, prizes: tierRow.prizes } });
    if (checked.ok) expect(boxTierInputSchema.safeParse(checked.tier).success).toBe(true);
    const short = tier({ prizes: [{ amount: '5', probability: '0.5' }, { amount: '20', probability: '0.4' }] });
    expect(checkTier(short)).toEqual({ ok: false, problem: 'probabilitiesNotOne', sum: '0.9' });
    expect(boxTierInputSchema.safeParse({ price: '10', gift: '0', active: true, prizes: short.prizes }).success).toBe(false);
    expect(checkTier(tier({ prizes: [{ amount: '5', probability: '0.5' }, { amount: '20', probability: '0.4999' }] }))).toMatchObject({ problem: 'probabilitiesNotOne', sum: '0.9999' });
    expect(checkTier(tier({ prizes: [] }))).toEqual({ ok: false, problem: 'prizeCount' });
    expect(checkTier(tier({ prizes: Array.from({ length: 21 }, () => ({ amount: '1', probability: '0.05' })) }))).toEqual({ ok: false, problem: 'prizeCount' });
    expect(checkTier(tier({ price: '0' }))).toMatchObject({ ok: false, problem: 'outOfRange', field: 'price' });
    expect(checkTier(tier({ gift: '-1' }))).toMatchObject({ ok: false, problem: 'decimalInvalid', field: 'gift' });
    expect(checkTier(tier({ prizes: [{ amount: '1', probability: '0' }, { amount: '1', probability: '1' }] }))).toEqual({ ok: false, problem: 'outOfRange', field: 'probability', min: '0', max: '1', above: true, row: 0 });
    expect(checkTier(tier({ prizes: [{ amount: '1', probability: '1' }, { amount: 'x', probability: '0' }] }))).toEqual({ ok: false, problem: 'decimalInvalid', field: 'amount', row: 1 });
  });

  it('marks the field a problem is about', () => {
    expect(invalidField({ problem: 'maxBelowMin' })).toEqual({ field: 'maxAmount' });
    expect(invalidField({ problem: 'daysInvalid' })).toEqual({ field: 'days' });
    expect(invalidField({ problem: 'probabilitiesNotOne', sum: '0.9' })).toEqual({ field: 'probabilities' });
    expect(invalidField({ problem: 'decimalInvalid', field: 'amount', row: 2 })).toEqual({ field: 'amount', row: 2 });
    expect(invalidField({ problem: 'prizeCount' })).toBeUndefined();
    expect(invalidField(undefined)).toBeUndefined();
  });

  it('lists what a save changes, the table as amount × percent and the expected return it makes', () => {
    expect(tierChanges(tierRow, { price: '10', gift: '0.3', active: true, prizes: tierRow.prizes })).toEqual([]);
    expect(tierChanges(tierRow, { price: '10', gift: '0.5', active: false, prizes: [{ amount: '5', probability: '0.5' }, { amount: '15', probability: '0.5' }] })).toEqual([
      { field: 'gift', before: '0.3', after: '0.5' },
      { field: 'active', before: 'on', after: 'off' },
      { field: 'prizes', before: '2\u00a0×\u00a060\u00a0%, 12\u00a0×\u00a030\u00a0%, 40\u00a0×\u00a010\u00a0%', after: '5\u00a0×\u00a050\u00a0%, 15\u00a0×\u00a050\u00a0%' },
      { field: 'expectedReturn', before: '9.1\u00a0USDT', after: '10.5\u00a0USDT' },
    ]);
  });
});
