import { coinByPair, contractSize, DEFAULT_DECIMALS, isOnProfitSide, type ContractOrderBody, type ContractSide, type PriceType } from '@halyard/shared';
import Decimal from '@halyard/shared/decimal';
import { formatAmount, formatPrice } from '../../lib/format';
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

/** Price text as the server takes it: digits, at most 12 decimals, more than zero. */
const PRICE_PATTERN = /^\d{1,12}(\.\d{1,12})?$/;
/** Margin in USDT: at most 2 decimals (spec §5 "enter the correct amount"). */
const MARGIN_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;

function isPositive(text: string): boolean {
  return /[1-9]/.test(text);
}

export function pricePrecisionOf(pair: string): number {
  return coinByPair(pair)?.pricePrecision ?? DEFAULT_DECIMALS;
}

export function amountPrecisionOf(pair: string): number {
  return coinByPair(pair)?.amountPrecision ?? DEFAULT_DECIMALS;
}

/** A typed price: empty, not a price, or with more decimals than the pair quotes. */
export function priceIssue(pair: string, field: OrderField, typed: string, { required }: { required: boolean }): OrderIssue | undefined {
  const value = typed.trim();
  if (value === '') return required ? { key: 'contract.form.required', field } : undefined;
  if (!PRICE_PATTERN.test(value) || !isPositive(value)) return { key: 'contract.form.priceInvalid', field };
  const decimals = pricePrecisionOf(pair);
  if ((value.split('.')[1]?.length ?? 0) > decimals) return { key: 'contract.form.priceDecimals', field, values: { decimals: String(decimals) } };
  return undefined;
}

/** The margin as a decimal when it is a valid amount, else undefined. */
export function parsedMargin(typed: string): Decimal | undefined {
  const value = typed.trim();
  return MARGIN_PATTERN.test(value) && isPositive(value) ? new Decimal(value) : undefined;
}

/**
 * The price an order would open at: a market order at the index price; a limit order at its own
 * price, unless the index has already reached it (a long's limit at or above the index, a
 * short's at or below), when it fills at once at the index price.
 */
export function entryEstimate(side: ContractSide, priceType: PriceType, limit: string, indexPrice: string | undefined): Decimal | undefined {
  if (priceType === 'market') return indexPrice === undefined ? undefined : new Decimal(indexPrice);
  const value = limit.trim();
  if (!PRICE_PATTERN.test(value) || !isPositive(value)) return undefined;
  const level = new Decimal(value);
  if (indexPrice === undefined) return level;
  const reached = side === 'long' ? level.gte(indexPrice) : level.lte(indexPrice);
  return reached ? new Decimal(indexPrice) : level;
}

/**
 * Take profit and stop loss against the price they are measured from (the entry of a new order,
 * the index for an open position, the limit for a waiting one): the take profit on the profit
 * side, the stop loss strictly on the other, as the server checks them.
 */
export function triggerIssue(pair: string, side: ContractSide, reference: Decimal | undefined, stopProfit: string, stopLoss: string): OrderIssue | undefined {
  const formatIssue = priceIssue(pair, 'stopProfit', stopProfit, { required: false }) ?? priceIssue(pair, 'stopLoss', stopLoss, { required: false });
  if (formatIssue || reference === undefined) return formatIssue;
  const price = formatPrice(reference, pricePrecisionOf(pair));
  const long = side === 'long';
  const profit = stopProfit.trim();
  const loss = stopLoss.trim();
  if (profit !== '' && !isOnProfitSide(side, reference, profit)) {
    return { key: long ? 'contract.form.stopProfitAbove' : 'contract.form.stopProfitBelow', field: 'stopProfit', values: { price } };
  }
  if (loss !== '' && (isOnProfitSide(side, reference, loss) || reference.eq(loss))) {
    return { key: long ? 'contract.form.stopLossBelow' : 'contract.form.stopLossAbove', field: 'stopLoss', values: { price } };
  }
  return undefined;
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
  if (margin.lt(context.minMargin)) return { key: 'contract.form.marginBelowMinimum', field: 'margin', values: { min: context.minMargin } };
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
  return formatAmount(new Decimal(available).times(share).div(100), 2, { grouping: false });
}
