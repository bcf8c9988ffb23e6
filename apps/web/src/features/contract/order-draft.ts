import {
  amountPrecisionOf,
  contractSize,
  entryPrice,
  fitsPairPrecision,
  isPriceText,
  isUsdtText,
  pricePrecisionOf,
  triggerSideIssue,
  USDT_DECIMALS,
  type ContractOrderBody,
  type ContractSide,
  type PriceType,
} from '@halyard/shared';
import Decimal from '@halyard/shared/decimal';
import { formatPrice, formatQuantity, inputAmount } from '../../lib/format';
import type { MessageKey } from '../../lib/i18n';

/** What the order form holds, every figure as typed. */
export interface OrderDraft {
  pair: string;
  side: ContractSide;
  priceType: PriceType;
  price: string;
  margin: string;
  leverage: number;
  withTriggers: boolean;
  stopProfit: string;
  stopLoss: string;
}

/** What the form checks a draft against: the live index price, the funds available at its leverage, the rates. */
export interface OrderContext {
  indexPrice: string | undefined;
  available: string | undefined;
  minMargin: string;
}

export type OrderField = 'price' | 'margin' | 'stopProfit' | 'stopLoss';

type IssueKey = Extract<MessageKey, `contract.form.${string}`>;

/** Why a draft cannot be sent yet; `field` names the input (translated where it is shown). */
export interface OrderIssue {
  key: IssueKey;
  field?: OrderField;
  values?: Record<string, string>;
}

/** A typed price, by the order schema's rules: empty, not a price, or with more decimals than the pair quotes. */
export function priceIssue(pair: string, field: OrderField, typed: string, { required }: { required: boolean }): OrderIssue | undefined {
  const value = typed.trim();
  if (value === '') return required ? { key: 'contract.form.required', field } : undefined;
  if (!isPriceText(value)) return { key: 'contract.form.priceInvalid', field };
  if (!fitsPairPrecision(pair, value)) return { key: 'contract.form.priceDecimals', field, values: { decimals: String(pricePrecisionOf(pair)) } };
  return undefined;
}

/** The margin as a decimal when it is a valid amount (at most 2 decimals, spec §5), else undefined. */
export function parsedMargin(typed: string): Decimal | undefined {
  const value = typed.trim();
  return isUsdtText(value) ? new Decimal(value) : undefined;
}

/** The price an order would open at (shared `entryPrice`); a limit alone while the index loads. */
export function entryEstimate(side: ContractSide, priceType: PriceType, limit: string, indexPrice: string | undefined): Decimal | undefined {
  if (priceType === 'market') return indexPrice === undefined ? undefined : new Decimal(indexPrice);
  const value = limit.trim();
  if (!isPriceText(value)) return undefined;
  return indexPrice === undefined ? new Decimal(value) : entryPrice(side, value, indexPrice);
}

/**
 * Take profit and stop loss against the price they are measured from (the entry of a new order,
 * the index for an open position, the limit for a waiting one), as the server checks them.
 */
export function triggerIssue(pair: string, side: ContractSide, reference: Decimal | undefined, stopProfit: string, stopLoss: string): OrderIssue | undefined {
  const formatIssue = priceIssue(pair, 'stopProfit', stopProfit, { required: false }) ?? priceIssue(pair, 'stopLoss', stopLoss, { required: false });
  if (formatIssue || reference === undefined) return formatIssue;
  const level = (typed: string) => (typed.trim() === '' ? null : typed.trim());
  const issue = triggerSideIssue(side, reference, level(stopProfit), level(stopLoss));
  if (!issue) return undefined;
  const field = issue.startsWith('stopProfit') ? 'stopProfit' : 'stopLoss';
  return { key: `contract.form.${issue}`, field, values: { price: formatPrice(reference, pricePrecisionOf(pair)) } };
}

/** Spec §5 messages, checked in the order the fields appear, before any call. */
export function orderDraftIssue(draft: OrderDraft, context: OrderContext): OrderIssue | undefined {
  if (draft.priceType === 'limit') {
    const issue = priceIssue(draft.pair, 'price', draft.price, { required: true });
    if (issue) return issue;
  }
  if (draft.margin.trim() === '') return { key: 'contract.form.required', field: 'margin' };
  const margin = parsedMargin(draft.margin);
  if (!margin) return { key: 'contract.form.amountInvalid', field: 'margin' };
  if (margin.lt(context.minMargin)) return { key: 'contract.form.marginBelowMinimum', field: 'margin', values: { min: formatQuantity(context.minMargin, USDT_DECIMALS) } };
  if (context.available !== undefined && margin.gt(context.available)) return { key: 'contract.form.insufficient', field: 'margin' };
  const entry = entryEstimate(draft.side, draft.priceType, draft.price, context.indexPrice);
  if (entry && contractSize(margin, draft.leverage, entry, amountPrecisionOf(draft.pair)).isZero()) {
    return { key: 'contract.form.sizeTooSmall', field: 'margin' };
  }
  return draft.withTriggers ? triggerIssue(draft.pair, draft.side, entry, draft.stopProfit, draft.stopLoss) : undefined;
}

/** The request body of a checked draft: trimmed, the price only for a limit order, TP/SL only when set. */
export function orderBody(draft: OrderDraft): ContractOrderBody {
  const optional = (value: string) => (draft.withTriggers && value.trim() !== '' ? value.trim() : undefined);
  return {
    pair: draft.pair,
    side: draft.side,
    priceType: draft.priceType,
    price: draft.priceType === 'limit' ? draft.price.trim() : undefined,
    margin: draft.margin.trim(),
    leverage: draft.leverage,
    stopProfit: optional(draft.stopProfit),
    stopLoss: optional(draft.stopLoss),
  };
}

/** `share` % of the available funds, truncated to the cent (never more than is there). */
export function marginShare(available: string, share: number): string {
  return inputAmount(new Decimal(available).times(share).div(100), 2);
}
