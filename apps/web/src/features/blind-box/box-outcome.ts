import type { BoxOpeningRow } from '@halyard/shared';
import Decimal from '@halyard/shared/decimal';

/** What a box paid (its prize and gift), what it cost (its price) and the difference, signed. */
export interface BoxOutcome {
  paid: Decimal;
  price: Decimal;
  net: Decimal;
  /** up when the box paid more than it cost, down when less, flat when the same. */
  tone: 'up' | 'down' | 'flat';
}

export function boxOutcome(opening: Pick<BoxOpeningRow, 'prize' | 'gift' | 'price'>): BoxOutcome {
  const paid = new Decimal(opening.prize).plus(opening.gift);
  const price = new Decimal(opening.price);
  const net = paid.minus(price);
  return { paid, price, net, tone: net.gt(0) ? 'up' : net.lt(0) ? 'down' : 'flat' };
}
