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

/** Whether a take profit or stop loss sits on the right side of a reference price for this side. */
export function isOnProfitSide(side: ContractSide, reference: Decimal.Value, level: Decimal.Value): boolean {
  return side === 'long' ? new Decimal(level).gt(reference) : new Decimal(level).lt(reference);
}
