import Decimal from './decimal.js';

/**
 * The arithmetic of a linear, USDT-margined, isolated perpetual contract (ARCHITECTURE §8),
 * shared by the server (which settles with it) and the order form (which estimates with it), so
 * a member sees before ordering exactly what the engine will do.
 */
export type ContractSide = 'long' | 'short';

/** The amount of coin bought or sold short: margin × leverage / entry, truncated to the coin's precision. */
export function contractSize(margin: Decimal.Value, leverage: number, entryPrice: Decimal.Value, amountPrecision: number): Decimal {
  return new Decimal(margin).times(leverage).div(entryPrice).toDecimalPlaces(amountPrecision, Decimal.ROUND_DOWN);
}

/** The fee of one side of a trade: notional × rate, rounded up to the cent (the platform never rounds a fee down to zero). */
export function contractFee(notional: Decimal.Value, feeRate: Decimal.Value): Decimal {
  return new Decimal(notional).times(feeRate).toDecimalPlaces(8, Decimal.ROUND_UP);
}

/** What opening asks of the fund account: the margin and the opening fee on margin × leverage. */
export function openingCost(margin: Decimal.Value, leverage: number, feeRate: Decimal.Value): { margin: Decimal; fee: Decimal; total: Decimal } {
  const fee = contractFee(new Decimal(margin).times(leverage), feeRate);
  return { margin: new Decimal(margin), fee, total: fee.plus(margin) };
}

/** Profit (or loss, negative) of `size` closed at `price`. */
export function unrealisedPnl(side: ContractSide, size: Decimal.Value, entryPrice: Decimal.Value, price: Decimal.Value): Decimal {
  const move = new Decimal(price).minus(entryPrice);
  return (side === 'long' ? move : move.negated()).times(size);
}

/**
 * Where margin + unrealised PnL falls to the maintenance level of the entry notional:
 * long  E·(1 − m/(S·E) + r) = E − m/S + r·E, short E + m/S − r·E. Rounded towards the entry to
 * the pair's precision, so the position is liquidated at or before the exact level, never after.
 */
export function liquidationPrice(
  side: ContractSide,
  margin: Decimal.Value,
  size: Decimal.Value,
  entryPrice: Decimal.Value,
  maintenanceRate: Decimal.Value,
  pricePrecision: number,
): Decimal {
  const entry = new Decimal(entryPrice);
  const cushion = new Decimal(margin).div(size).minus(entry.times(maintenanceRate));
  const exact = side === 'long' ? entry.minus(cushion) : entry.plus(cushion);
  const rounded = exact.toDecimalPlaces(pricePrecision, side === 'long' ? Decimal.ROUND_UP : Decimal.ROUND_DOWN);
  // A price is never zero or below: a long so lightly levered it cannot be liquidated stops at one tick.
  const tick = new Decimal(1).div(new Decimal(10).pow(pricePrecision));
  return Decimal.max(rounded, tick);
}

/** Return rate of a position: PnL / margin × 100 (ARCHITECTURE §8). */
export function returnRate(pnl: Decimal.Value, margin: Decimal.Value): Decimal {
  return new Decimal(pnl).div(margin).times(100);
}

/** The spec's price change: per-unit profit / open price × 100. */
export function priceChangeRate(side: ContractSide, entryPrice: Decimal.Value, price: Decimal.Value): Decimal {
  return unrealisedPnl(side, 1, entryPrice, price).div(entryPrice).times(100);
}

/**
 * What closing at `price` returns to the member: margin + PnL − closing fee on the exit notional.
 * Above the liquidation price (below it for a short) this is always positive: the maintenance
 * margin (0.5 % of the entry notional) is ten times the closing fee (0.05 %).
 */
export function closingProceeds(
  side: ContractSide,
  margin: Decimal.Value,
  size: Decimal.Value,
  entryPrice: Decimal.Value,
  price: Decimal.Value,
  feeRate: Decimal.Value,
): { pnl: Decimal; fee: Decimal; proceeds: Decimal } {
  const pnl = unrealisedPnl(side, size, entryPrice, price);
  const fee = contractFee(new Decimal(size).times(price), feeRate);
  return { pnl, fee, proceeds: pnl.plus(margin).minus(fee) };
}

/**
 * A closed position's net result for the member (issue 33): what came back less what was put in.
 * A close nets its gross PnL less both fees; a liquidation loses the whole margin and the opening fee.
 */
export function positionNetPnl(position: { liquidated: boolean; margin: Decimal.Value; pnl: Decimal.Value; openFee: Decimal.Value; closeFee: Decimal.Value }): Decimal {
  if (position.liquidated) return new Decimal(position.margin).plus(position.openFee).negated();
  return new Decimal(position.pnl).minus(position.openFee).minus(position.closeFee);
}

/** Whether a take profit or stop loss sits on the right side of a reference price for this side. */
export function isOnProfitSide(side: ContractSide, reference: Decimal.Value, level: Decimal.Value): boolean {
  return side === 'long' ? new Decimal(level).gt(reference) : new Decimal(level).lt(reference);
}

/** What a trigger is for: filling a pending limit order, or closing an open position. */
export type TriggerKind = 'fill' | 'takeProfit' | 'stopLoss' | 'liquidation';

/** Whether a trigger waits for the index to fall to it: a long buys low and is hurt by falls, a short the reverse. */
export function firesOnFall(side: ContractSide, kind: TriggerKind): boolean {
  return side === 'long' ? kind !== 'takeProfit' : kind === 'takeProfit';
}

/** Whether an index price has reached a trigger of this order. */
export function crosses(side: ContractSide, kind: TriggerKind, level: Decimal.Value, price: Decimal.Value): boolean {
  return firesOnFall(side, kind) ? new Decimal(price).lte(level) : new Decimal(price).gte(level);
}

/**
 * The price an order opens at: a market order (no limit) at the index price; a limit order at its
 * own, unless the index has already reached it, when it fills at once at the index price.
 */
export function entryPrice(side: ContractSide, limit: Decimal.Value | null, indexPrice: Decimal.Value): Decimal {
  return limit === null || crosses(side, 'fill', limit, indexPrice) ? new Decimal(indexPrice) : new Decimal(limit);
}

/** The message key of a take profit or stop loss on the wrong side of its reference; it names the field. */
export type TriggerSideIssue = 'stopProfitAbove' | 'stopProfitBelow' | 'stopLossBelow' | 'stopLossAbove';

/**
 * A take profit must lie on the profit side of `reference`, a stop loss strictly on the other.
 * The reference is the price the position opens or stands at, so no level is already crossed.
 */
export function triggerSideIssue(side: ContractSide, reference: Decimal.Value, stopProfit: Decimal.Value | null, stopLoss: Decimal.Value | null): TriggerSideIssue | undefined {
  const long = side === 'long';
  if (stopProfit !== null && !isOnProfitSide(side, reference, stopProfit)) return long ? 'stopProfitAbove' : 'stopProfitBelow';
  if (stopLoss !== null && (isOnProfitSide(side, reference, stopLoss) || new Decimal(stopLoss).eq(reference))) return long ? 'stopLossBelow' : 'stopLossAbove';
  return undefined;
}

/**
 * The price at which a position has come `share` of the way from its entry to its liquidation
 * price (the margin warning level, issue 33), rounded at the pair's precision towards the
 * liquidation price: a price at or past it is at least `share` of the way.
 */
export function marginWarningPrice(side: ContractSide, entryPrice: Decimal.Value, liquidation: Decimal.Value, share: Decimal.Value, pricePrecision: number): Decimal {
  const entry = new Decimal(entryPrice);
  const exact = entry.plus(new Decimal(liquidation).minus(entry).times(share));
  return exact.toDecimalPlaces(pricePrecision, side === 'long' ? Decimal.ROUND_DOWN : Decimal.ROUND_UP);
}

/** How far, in percent, `price` has come from the entry towards the liquidation price (0 at entry, 100 at liquidation; negative in profit). */
export function liquidationProgress(entryPrice: Decimal.Value, liquidation: Decimal.Value, price: Decimal.Value): Decimal {
  const way = new Decimal(liquidation).minus(entryPrice);
  if (way.isZero()) return new Decimal(100);
  return new Decimal(price).minus(entryPrice).div(way).times(100);
}
