import { amountPrecisionOf, contractSize, liquidationPrice, openingCost, pricePrecisionOf } from '@halyard/shared';
import type Decimal from '@halyard/shared/decimal';
import { entryEstimate, parsedMargin, type OrderDraft } from './order-draft';

export interface ContractRates {
  feeRate: string;
  maintenanceRate: string;
}

/** What an order would do, computed with the engine's own arithmetic (packages/shared contract-math). */
export interface OrderEstimate {
  entry: Decimal;
  /** Coin bought or sold short. */
  size: Decimal;
  /** margin × leverage, in USDT. */
  notional: Decimal;
  /** The opening fee. */
  fee: Decimal;
  /** What leaves the fund account: margin and opening fee. */
  cost: Decimal;
  /** Undefined while the size is zero (the margin buys less than the coin's smallest amount). */
  liquidation: Decimal | undefined;
}

/** The estimate of a draft as typed; undefined until the margin is an amount and the entry price is known. */
export function orderEstimate(draft: OrderDraft, indexPrice: string | undefined, rates: ContractRates): OrderEstimate | undefined {
  const margin = parsedMargin(draft.margin);
  const entry = entryEstimate(draft.side, draft.priceType, draft.price, indexPrice);
  if (!margin || !entry) return undefined;
  const size = contractSize(margin, draft.leverage, entry, amountPrecisionOf(draft.pair));
  const { fee, total } = openingCost(margin, draft.leverage, rates.feeRate);
  const liquidation = size.isZero() ? undefined : liquidationPrice(draft.side, margin, size, entry, rates.maintenanceRate, pricePrecisionOf(draft.pair));
  return { entry, size, notional: margin.times(draft.leverage), fee, cost: total, liquidation };
}
