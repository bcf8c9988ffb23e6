import { amountPrecisionOf, coinByPair, fitsAmountPrecision, fitsPairPrecision, isPriceText, pricePrecisionOf, USDT, USDT_DECIMALS, type PriceType, type SpotOrderBody, type SpotSide } from '@halyard/shared';
import Decimal from '@halyard/shared/decimal';
import { formatQuantity, inputAmount } from '../../lib/format';
import type { MessageKey } from '../../lib/i18n';

/** What the spot form holds, every figure as typed; `amount` is in the pair's coin. */
export interface SpotDraft {
  pair: string;
  side: SpotSide;
  priceType: PriceType;
  price: string;
  amount: string;
}

/** What a draft is checked against: the live index price, the fund account's balances, the published terms. */
export interface SpotContext {
  indexPrice: string | undefined;
  /** USDT available in the fund account (a buy pays from it); undefined while it loads. */
  availableUsdt: string | undefined;
  /** The coin available in the fund account (a sell pays from it). */
  availableCoin: string | undefined;
  feeRate: string;
  minTotal: string;
}

export type SpotField = 'price' | 'amount';

type IssueKey = Extract<MessageKey, `spot.form.${string}`>;

/** Why a draft cannot be sent yet; `field` names the input (translated where it is shown). */
export interface SpotIssue {
  key: IssueKey;
  field?: SpotField;
  values?: Record<string, string>;
}

/** The figures of a draft as typed: what it is worth, its fee, and what it takes from the account. */
export interface SpotEstimate {
  /** The price it is valued at: the limit, or the index for a market order. */
  price: Decimal;
  amount: Decimal;
  /** USDT value: amount × price. */
  total: Decimal;
  /** USDT, total × fee rate, rounded up to 8 places as the server charges it. */
  fee: Decimal;
  /** A buy pays total + fee in USDT; a sell receives total − fee. */
  net: Decimal;
}

const FEE_PLACES = 8;

export function coinOf(pair: string): string {
  return coinByPair(pair)?.coin ?? '';
}

/** A typed price or amount when the order schema takes it (any number of decimals up to 12), else undefined. */
function parsed(typed: string): Decimal | undefined {
  const value = typed.trim();
  return isPriceText(value) ? new Decimal(value) : undefined;
}

/** The USDT value and fee of `amount` at `price`: the fee rounded up to 8 places, as the server charges it. */
export function spotCost(amount: Decimal.Value, price: Decimal.Value, feeRate: Decimal.Value): { total: Decimal; fee: Decimal } {
  const total = new Decimal(amount).times(price);
  return { total, fee: total.times(feeRate).toDecimalPlaces(FEE_PLACES, Decimal.ROUND_UP) };
}

/** The price a draft is valued at: its limit, or the index price for a market order. */
export function valuationPrice(draft: Pick<SpotDraft, 'priceType' | 'price'>, indexPrice: string | undefined): Decimal | undefined {
  if (draft.priceType === 'limit') return parsed(draft.price);
  return indexPrice === undefined ? undefined : new Decimal(indexPrice);
}

/** The draft's figures, recomputed as the member types and the index moves; undefined until amount and price are known. */
export function spotEstimate(draft: SpotDraft, indexPrice: string | undefined, feeRate: string): SpotEstimate | undefined {
  const amount = parsed(draft.amount);
  const price = valuationPrice(draft, indexPrice);
  if (!amount || !price) return undefined;
  const { total, fee } = spotCost(amount, price, feeRate);
  return { price, amount, total, fee, net: draft.side === 'buy' ? total.plus(fee) : total.minus(fee) };
}

/** Spec §5 messages, checked in the order the fields appear, before any call. */
export function spotDraftIssue(draft: SpotDraft, context: SpotContext): SpotIssue | undefined {
  if (draft.priceType === 'limit') {
    const price = draft.price.trim();
    if (price === '') return { key: 'spot.form.required', field: 'price' };
    if (!parsed(price)) return { key: 'spot.form.priceInvalid', field: 'price' };
    if (!fitsPairPrecision(draft.pair, price)) return { key: 'spot.form.priceDecimals', field: 'price', values: { decimals: String(pricePrecisionOf(draft.pair)) } };
  }
  const amount = draft.amount.trim();
  if (amount === '') return { key: 'spot.form.required', field: 'amount' };
  if (!parsed(amount)) return { key: 'spot.form.amountInvalid', field: 'amount' };
  if (!fitsAmountPrecision(draft.pair, amount)) return { key: 'spot.form.amountDecimals', field: 'amount', values: { decimals: String(amountPrecisionOf(draft.pair)) } };
  const estimate = spotEstimate(draft, context.indexPrice, context.feeRate);
  if (!estimate) return undefined;
  if (estimate.total.lt(context.minTotal)) return { key: 'spot.form.belowMinimum', field: 'amount', values: { min: formatQuantity(context.minTotal, USDT_DECIMALS) } };
  const available = draft.side === 'buy' ? context.availableUsdt : context.availableCoin;
  const needed = draft.side === 'buy' ? estimate.net : estimate.amount;
  if (available !== undefined && needed.gt(available)) return { key: 'spot.form.insufficient', field: 'amount', values: { coin: draft.side === 'buy' ? USDT : coinOf(draft.pair) } };
  return undefined;
}

/** The request body of a checked draft: trimmed, the price only for a limit order. */
export function spotOrderBody(draft: SpotDraft): SpotOrderBody {
  return {
    pair: draft.pair,
    side: draft.side,
    priceType: draft.priceType,
    price: draft.priceType === 'limit' ? draft.price.trim() : undefined,
    amount: draft.amount.trim(),
  };
}

/**
 * `share` % of what the side spends, as a coin amount truncated to the coin's decimals: a sell
 * takes that share of the coin; a buy that share of the USDT, fee included, at `price`.
 */
export function amountShare(side: SpotSide, pair: string, share: number, available: string, price: Decimal | undefined, feeRate: string): string | undefined {
  const decimals = amountPrecisionOf(pair);
  const part = new Decimal(available).times(share).div(100);
  if (side === 'sell') return inputAmount(part, decimals);
  if (!price || price.isZero()) return undefined;
  return inputAmount(part.div(price.times(new Decimal(1).plus(feeRate))), decimals);
}
