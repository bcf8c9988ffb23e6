import { closingProceeds, priceChangeRate, returnRate, type ContractRow } from '@halyard/shared';
import Decimal from '@halyard/shared/decimal';

/** An open position's figures at a price: unrealised PnL, return on margin and the price change. */
export interface PositionFigures {
  pnl: Decimal;
  /** PnL / margin × 100. */
  returnRate: Decimal;
  /** Per-unit profit / open price × 100 (spec §5). */
  priceChange: Decimal;
  /** What closing now would return: margin + PnL − the closing fee. */
  proceeds: Decimal;
}

export function positionFigures(row: ContractRow, price: string | undefined): PositionFigures | undefined {
  if (price === undefined || row.size === null || row.openPrice === null) return undefined;
  const closing = closingProceeds(row.side, row.margin, row.size, row.openPrice, price, row.feeRate);
  return {
    pnl: closing.pnl,
    returnRate: returnRate(closing.pnl, row.margin),
    priceChange: priceChangeRate(row.side, row.openPrice, price),
    proceeds: closing.proceeds,
  };
}

/** A closed position's result: net of both fees (its headline), the gross realised PnL, and the net return on margin. */
export function closedResult(row: ContractRow): { net: Decimal; gross: Decimal; returnRate: Decimal } | undefined {
  if (row.realizedPnl === null) return undefined;
  const net = new Decimal(row.netPnl ?? row.realizedPnl);
  return { net, gross: new Decimal(row.realizedPnl), returnRate: returnRate(net, row.margin) };
}
