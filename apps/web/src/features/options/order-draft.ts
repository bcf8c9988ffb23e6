import { isUsdtText, USDT_DECIMALS, type OptionDirection, type OptionOrderBody } from '@halyard/shared';
import Decimal from '@halyard/shared/decimal';
import { formatQuantity } from '../../lib/format';
import type { MessageKey } from '../../lib/i18n';

/** What the options form holds: the chosen period (seconds) and the amount as typed. */
export interface OptionDraft {
  pair: string;
  period: number | undefined;
  amount: string;
}

/** What a draft is checked against: the options account's USDT and the published terms. */
export interface OptionContext {
  /** USDT available in the options account; undefined while it loads. */
  available: string | undefined;
  minAmount: string;
  feeRate: string;
}

type IssueKey = Extract<MessageKey, `options.form.${string}`>;

export interface OptionIssue {
  key: IssueKey;
  field?: 'period' | 'amount';
  values?: Record<string, string>;
}

const FEE_PLACES = 8;

/** The amount as a decimal when the order schema takes it (USDT, at most 2 decimals), else undefined. */
export function parsedAmount(typed: string): Decimal | undefined {
  const value = typed.trim();
  return isUsdtText(value) ? new Decimal(value) : undefined;
}

/** The purchase fee, rounded up to 8 places as the server charges it. */
export function optionFee(amount: Decimal.Value, feeRate: Decimal.Value): Decimal {
  return new Decimal(amount).times(feeRate).toDecimalPlaces(FEE_PLACES, Decimal.ROUND_UP);
}

/** What a right call pays back: amount × (1 + rate). */
export function winPayout(amount: Decimal.Value, profitRate: Decimal.Value): Decimal {
  return new Decimal(amount).times(new Decimal(1).plus(profitRate));
}

/** What one outcome pays back and what it leaves the member with, after the stake and the fee. */
export interface OptionOutcome {
  payout: Decimal;
  net: Decimal;
}

/**
 * The three outcomes of a purchase, before buying: right pays amount × (1 + rate), wrong pays back
 * amount × (1 − rate), unchanged returns the amount; each net of the stake and the fee.
 */
export function optionOutcomes(amount: Decimal.Value, profitRate: Decimal.Value, feeRate: Decimal.Value): Record<'right' | 'wrong' | 'unchanged', OptionOutcome> {
  const stake = new Decimal(amount);
  const spent = stake.plus(optionFee(stake, feeRate));
  const outcome = (payout: Decimal): OptionOutcome => ({ payout, net: payout.minus(spent) });
  return {
    right: outcome(winPayout(stake, profitRate)),
    wrong: outcome(stake.times(new Decimal(1).minus(profitRate))),
    unchanged: outcome(stake),
  };
}

/** Spec §5 "select a time", "enter the purchase amount", then the amount's bounds, before any call. */
export function optionDraftIssue(draft: OptionDraft, context: OptionContext): OptionIssue | undefined {
  if (draft.period === undefined) return { key: 'options.form.timeRequired', field: 'period' };
  if (draft.amount.trim() === '') return { key: 'options.form.amountRequired', field: 'amount' };
  const amount = parsedAmount(draft.amount);
  if (!amount) return { key: 'options.form.amountInvalid', field: 'amount' };
  if (amount.lt(context.minAmount)) return { key: 'options.form.belowMinimum', field: 'amount', values: { min: formatQuantity(context.minAmount, USDT_DECIMALS) } };
  if (context.available !== undefined && amount.plus(optionFee(amount, context.feeRate)).gt(context.available)) return { key: 'options.form.insufficient', field: 'amount' };
  return undefined;
}

export function optionOrderBody(draft: OptionDraft, direction: OptionDirection): OptionOrderBody {
  return { pair: draft.pair, direction, period: draft.period ?? 0, amount: draft.amount.trim() };
}
