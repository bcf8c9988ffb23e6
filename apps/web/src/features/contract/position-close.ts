import { contractFee, MARGIN_WARNING_SHARE, unrealisedPnl, type ContractRow, type ContractSide } from '@halyard/shared';
import Decimal from '@halyard/shared/decimal';

/** The shares a position card offers to close at one press. */
export const CLOSE_SHARES = [25, 50, 75, 100] as const;

/** `share` % of a position's size, truncated to the coin's precision; 100 % is the whole size, exactly. */
export function closeShareSize(size: Decimal.Value, share: number, amountPrecision: number): Decimal {
  if (share >= 100) return new Decimal(size);
  return new Decimal(size).times(share).div(100).toDecimalPlaces(amountPrecision, Decimal.ROUND_DOWN);
}

/** An open position as the close estimates read it. */
export interface OpenPosition {
  side: ContractSide;
  size: Decimal.Value;
  margin: Decimal.Value;
  openPrice: Decimal.Value;
  feeRate: Decimal.Value;
}

/** What closing `part` of a position at `price` would do, and what stays open. */
export interface PartialCloseEstimate {
  part: Decimal;
  /** Gross profit (negative: loss) of the closed part. */
  pnl: Decimal;
  /** The closing fee on the part's exit notional. */
  fee: Decimal;
  /** The share of the margin the closed part held: margin × part / size, truncated to 8 decimals as the engine splits it. */
  marginReturned: Decimal;
  /** What reaches the fund account: that margin + PnL − fee. */
  proceeds: Decimal;
  restSize: Decimal;
  restMargin: Decimal;
}

/** The estimate of a partial (or whole, when `part` is the size) close; the server settles at the index of the second it runs. */
export function partialCloseEstimate(position: OpenPosition, part: Decimal.Value, price: Decimal.Value): PartialCloseEstimate {
  const closing = new Decimal(part);
  const size = new Decimal(position.size);
  const whole = closing.gte(size);
  const marginReturned = whole ? new Decimal(position.margin) : new Decimal(position.margin).times(closing).div(size).toDecimalPlaces(8, Decimal.ROUND_DOWN);
  const pnl = unrealisedPnl(position.side, closing, position.openPrice, price);
  const fee = contractFee(closing.times(price), position.feeRate);
  return {
    part: closing,
    pnl,
    fee,
    marginReturned,
    proceeds: marginReturned.plus(pnl).minus(fee),
    restSize: whole ? new Decimal(0) : size.minus(closing),
    restMargin: new Decimal(position.margin).minus(marginReturned),
  };
}

/** A position's estimated net result if closed now at `price`: gross PnL less its opening fee and the closing fee. */
export function estimatedNet(position: OpenPosition & { openFee: Decimal.Value }, price: Decimal.Value): Decimal {
  const { pnl, fee } = partialCloseEstimate(position, position.size, price);
  return pnl.minus(fee).minus(position.openFee);
}

/** The open position of a list row, or undefined while it is not open (no size or entry yet). */
export function openPositionOf(row: ContractRow): (OpenPosition & { openFee: string }) | undefined {
  if (row.size === null || row.openPrice === null) return undefined;
  return { side: row.side, size: row.size, margin: row.margin, openPrice: row.openPrice, feeRate: row.feeRate, openFee: row.fee };
}

/**
 * The margin to send for a size typed in the coin: size × price / leverage, rounded up to the cent
 * (the order schema's precision), so the size the engine buys is never less than the one asked.
 */
export function marginForSize(size: Decimal.Value, price: Decimal.Value, leverage: number): Decimal {
  return new Decimal(size).times(price).div(leverage).toDecimalPlaces(2, Decimal.ROUND_UP);
}

export type LiquidationTone = 'calm' | 'near' | 'warning';

/** How far the mark price is from liquidation. */
export interface LiquidationDistance {
  /** |mark − liquidation|, in USDT. */
  distance: Decimal;
  /** That distance as a share of the mark price, × 100. */
  percent: Decimal;
  /** How much of the way from entry to liquidation the mark has travelled, 0 to 1 (0 while in profit). */
  progress: Decimal;
  /** warning from MARGIN_WARNING_SHARE of the way on (when the server's margin warning goes out), near from half way. */
  tone: LiquidationTone;
}

const NEAR_SHARE = '0.5';

export function liquidationDistance(side: ContractSide, openPrice: Decimal.Value, liquidation: Decimal.Value, mark: Decimal.Value): LiquidationDistance {
  const price = new Decimal(mark);
  const liq = new Decimal(liquidation);
  const distance = Decimal.max(side === 'long' ? price.minus(liq) : liq.minus(price), 0);
  const way = new Decimal(openPrice).minus(liq).abs();
  const travelled = side === 'long' ? new Decimal(openPrice).minus(price) : price.minus(openPrice);
  const progress = way.isZero() ? new Decimal(1) : Decimal.min(Decimal.max(travelled.div(way), 0), 1);
  const tone: LiquidationTone = progress.gte(MARGIN_WARNING_SHARE) ? 'warning' : progress.gte(NEAR_SHARE) ? 'near' : 'calm';
  return { distance, percent: distance.div(price).times(100), progress, tone };
}
