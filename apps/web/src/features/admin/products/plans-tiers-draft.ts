import { TERM_BOUNDS, TERM_LIMITS, termDecimalOf, type BoxTierConsoleRow, type BoxTierInput, type StakingPlanConsoleRow, type StakingPlanInput } from '@halyard/shared';
import Decimal from '@halyard/shared/decimal';
import { decimalIn, percentOf, plainDecimal, type DecimalProblem } from './products-draft';

/**
 * Staking plans and blind box tiers as typed in the console (decimals as text until sent),
 * checked by the server's own bounds (packages/shared contracts/term-bounds.ts, which its schemas
 * use) before anything is sent: a plan's days, bounds and daily rate; a tier's price, gift and prize table, whose probabilities
 * must add up to exactly 1 (in decimals, never floats). Also the live figures the forms show (the
 * APR, the probability sum, the expected return) and a save's change as lines of before and after.
 */

export type PlanField = 'days' | 'minAmount' | 'maxAmount' | 'dailyRate';
export type TierField = 'price' | 'gift' | 'amount' | 'probability';

export interface PlanDraft {
  days: string;
  minAmount: string;
  maxAmount: string;
  dailyRate: string;
  active: boolean;
}
export interface PrizeDraft {
  amount: string;
  probability: string;
}
export interface TierDraft {
  price: string;
  gift: string;
  active: boolean;
  prizes: PrizeDraft[];
}

export type PlanProblem = DecimalProblem<PlanField> | { problem: 'daysInvalid' } | { problem: 'maxBelowMin' };
export type TierProblem = DecimalProblem<TierField> | { problem: 'prizeCount' } | { problem: 'probabilitiesNotOne'; sum: string };
export type CheckedPlan = { ok: true; plan: StakingPlanInput } | ({ ok: false } & PlanProblem);
export type CheckedTier = { ok: true; tier: BoxTierInput } | ({ ok: false } & TierProblem);

export const emptyPlanDraft = (): PlanDraft => ({ days: '', minAmount: '', maxAmount: '', dailyRate: '', active: true });
export function planDraftOf(row: StakingPlanConsoleRow): PlanDraft {
  return { days: String(row.days), minAmount: row.minAmount, maxAmount: row.maxAmount, dailyRate: row.dailyRate, active: row.active };
}
export function tierDraftOf(row: BoxTierConsoleRow): TierDraft {
  return { price: row.price, gift: row.gift, active: row.active, prizes: row.prizes.map((prize) => ({ ...prize })) };
}


/** POST or PUT /admin/stakingPlans's body, or why not: 1-3650 whole days, bounds above 0 (max at least min), a daily rate above 0 and at most 0.01. */
export function checkPlan(draft: PlanDraft): CheckedPlan {
  const daysText = draft.days.trim();
  const days = Number(daysText);
  if (!/^\d{1,4}$/.test(daysText) || days < 1 || days > TERM_LIMITS.maxPlanDays) return { ok: false, problem: 'daysInvalid' };
  const minAmount = decimalIn<PlanField>('minAmount', draft.minAmount, TERM_BOUNDS.stakingPlan.minAmount);
  if (typeof minAmount !== 'string') return minAmount;
  const maxAmount = decimalIn<PlanField>('maxAmount', draft.maxAmount, TERM_BOUNDS.stakingPlan.maxAmount);
  if (typeof maxAmount !== 'string') return maxAmount;
  if (new Decimal(maxAmount).lt(minAmount)) return { ok: false, problem: 'maxBelowMin' };
  const dailyRate = decimalIn<PlanField>('dailyRate', draft.dailyRate, TERM_BOUNDS.stakingPlan.dailyRate);
  if (typeof dailyRate !== 'string') return dailyRate;
  return { ok: true, plan: { days, minAmount, maxAmount, dailyRate, active: draft.active } };
}

/** A daily rate's yearly figure as a percentage, rate × 365 × 100 ("0.0005" -> "18.25"); undefined when it is no decimal. */
export function aprPercentOf(dailyRate: string): string | undefined {
  const rate = termDecimalOf(dailyRate);
  return rate?.times(365).times(100).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toString();
}

/** The probabilities typed so far added up; `complete` when every row is a decimal, `exact` when they are and make exactly 1. */
export function probabilitySum(prizes: readonly PrizeDraft[]): { sum: string; complete: boolean; exact: boolean } {
  let sum = new Decimal(0);
  let complete = prizes.length > 0;
  for (const prize of prizes) {
    const probability = termDecimalOf(prize.probability);
    if (probability === undefined) complete = false;
    else sum = sum.plus(probability);
  }
  return { sum: sum.toString(), complete, exact: complete && sum.eq(1) };
}

/**
 * What a box pays on average, gift + Σ amount × probability, and that as a share of the price
 * (six places, rounded down, as the server states it); undefined until gift and rows are decimals.
 */
export function expectedReturnOf(draft: Pick<TierDraft, 'price' | 'gift' | 'prizes'>): { amount: string; rate: string | undefined } | undefined {
  const gift = termDecimalOf(draft.gift);
  if (gift === undefined || draft.prizes.length === 0) return undefined;
  let amount = gift;
  for (const prize of draft.prizes) {
    const value = termDecimalOf(prize.amount);
    const probability = termDecimalOf(prize.probability);
    if (value === undefined || probability === undefined) return undefined;
    amount = amount.plus(value.times(probability));
  }
  const price = termDecimalOf(draft.price);
  const rate = price === undefined || price.isZero() ? undefined : amount.div(price).toDecimalPlaces(6, Decimal.ROUND_DOWN).toString();
  return { amount: amount.toString(), rate };
}

/** PUT /admin/boxTiers/{level}'s body, or why not: price above 0, gift from 0, 1-20 prizes, probabilities above 0 making exactly 1. */
export function checkTier(draft: TierDraft): CheckedTier {
  const price = decimalIn<TierField>('price', draft.price, TERM_BOUNDS.boxTier.price);
  if (typeof price !== 'string') return price;
  const gift = decimalIn<TierField>('gift', draft.gift, TERM_BOUNDS.boxTier.gift);
  if (typeof gift !== 'string') return gift;
  if (draft.prizes.length < 1 || draft.prizes.length > TERM_LIMITS.maxPrizes) return { ok: false, problem: 'prizeCount' };
  const prizes: BoxTierInput['prizes'] = [];
  for (const [row, typed] of draft.prizes.entries()) {
    const amount = decimalIn<TierField>('amount', typed.amount, TERM_BOUNDS.boxTier.prizeAmount, row);
    if (typeof amount !== 'string') return amount;
    const probability = decimalIn<TierField>('probability', typed.probability, TERM_BOUNDS.boxTier.probability, row);
    if (typeof probability !== 'string') return probability;
    prizes.push({ amount, probability });
  }
  const { sum, exact } = probabilitySum(prizes);
  if (!exact) return { ok: false, problem: 'probabilitiesNotOne', sum };
  return { ok: true, tier: { price, gift, active: draft.active, prizes } };
}

/** The field to mark as invalid, if the problem is about one (a prize's by its row). */
export function invalidField(problem: PlanProblem | TierProblem | undefined): { field: PlanField | TierField | 'probabilities'; row?: number } | undefined {
  if (!problem) return undefined;
  switch (problem.problem) {
    case 'decimalInvalid':
    case 'outOfRange':
      return { field: problem.field, row: problem.row };
    case 'daysInvalid':
      return { field: 'days' };
    case 'maxBelowMin':
      return { field: 'maxAmount' };
    case 'probabilitiesNotOne':
      return { field: 'probabilities' };
    default:
      return undefined;
  }
}

/** One line of a save's confirmation: a value as text, or a flag (`on` / `off`) the form puts in words. */
export interface Change {
  field: string;
  before: string | undefined;
  after: string;
}

const rateText = (rate: string) => `${plainDecimal(rate)} (${percentOf(rate) ?? rate}\u00a0%)`;
const flag = (active: boolean) => (active ? 'on' : 'off');
/** A prize table as "2 × 35 %, 5 × 30 %", each prize kept on one line (no-break spaces). */
export const prizesText = (prizes: ReadonlyArray<{ amount: string; probability: string }>) =>
  prizes.map((prize) => `${plainDecimal(prize.amount)}\u00a0×\u00a0${percentOf(prize.probability) ?? prize.probability}\u00a0%`).join(', ');

function changesOf(before: Record<string, string> | undefined, after: Record<string, string>): Change[] {
  return Object.entries(after).flatMap(([field, now]) => (before?.[field] === now ? [] : [{ field, before: before?.[field], after: now }]));
}

/** A plan's change (every field of a new plan, with nothing before). */
export function planChanges(before: StakingPlanConsoleRow | undefined, after: StakingPlanInput): Change[] {
  const text = (plan: Pick<StakingPlanInput, 'days' | 'minAmount' | 'maxAmount' | 'dailyRate' | 'active'>) => ({
    days: String(plan.days),
    minAmount: plainDecimal(plan.minAmount),
    maxAmount: plainDecimal(plan.maxAmount),
    dailyRate: rateText(plan.dailyRate),
    active: flag(plan.active),
  });
  return changesOf(before && text(before), text(after));
}

/** A tier's change: price, gift, on sale, the prize table (as "amount × percent") and the expected return it makes. */
export function tierChanges(before: BoxTierConsoleRow, after: BoxTierInput): Change[] {
  const text = (tier: BoxTierInput) => ({
    price: plainDecimal(tier.price),
    gift: plainDecimal(tier.gift),
    active: flag(tier.active),
    prizes: prizesText(tier.prizes),
    expectedReturn: `${expectedReturnOf(tier)?.amount ?? ''}\u00a0USDT`,
  });
  return changesOf(text(before), text(after));
}
