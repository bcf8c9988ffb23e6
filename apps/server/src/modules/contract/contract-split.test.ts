import fc from 'fast-check';
import Decimal from '@halyard/shared/decimal';
import { closingProceeds, contractSize, liquidationPrice, openingCost, positionNetPnl } from '@halyard/shared';
import { describe, expect, it } from 'vitest';
import { splitPosition } from './contract-settlement.service.js';

const FEE_RATE = '0.0005';

/** What a close of `size` at `price` books: PnL, the closing fee and the opening fee share it carries. */
function closeOf(position: { margin: Decimal.Value; openFee: Decimal.Value }, side: 'long' | 'short', size: Decimal.Value, entry: Decimal.Value, price: Decimal.Value) {
  const settled = closingProceeds(side, position.margin, size, entry, price, FEE_RATE);
  return { ...settled, net: positionNetPnl({ liquidated: false, margin: position.margin, pnl: settled.pnl, openFee: position.openFee, closeFee: settled.fee }) };
}

describe('a partial close', () => {
  it('splits a position so the parts always sum to the whole, and a partial then full close books what one full close does', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('long' as const, 'short' as const),
        fc.integer({ min: 5, max: 5000 }),
        fc.constantFrom(5, 10, 20, 50, 100),
        fc.integer({ min: 40_000, max: 60_000 }),
        fc.integer({ min: 40_000, max: 60_000 }),
        fc.double({ min: 0.01, max: 0.99, noNaN: true }),
        (side, margin, leverage, entry, price, fraction) => {
          const size = contractSize(margin, leverage, entry, 6);
          const part = size.times(fraction).toDecimalPlaces(6, Decimal.ROUND_DOWN);
          fc.pre(part.gt(0) && part.lt(size));
          const position = { size: size.toFixed(), margin: String(margin), open_fee: openingCost(margin, leverage, FEE_RATE).fee.toFixed() };
          const split = splitPosition(position, part);
          expect(split.part.size.plus(split.rest.size).eq(size)).toBe(true);
          expect(split.part.margin.plus(split.rest.margin).eq(margin)).toBe(true);
          expect(split.part.openFee.plus(split.rest.openFee).eq(position.open_fee)).toBe(true);
          expect(split.rest.margin.gt(0)).toBe(true);
          // Above the liquidation level only (as a manual close): below it the position liquidates whole.
          const liquidation = liquidationPrice(side, margin, size, entry, '0.005', 2);
          fc.pre(side === 'long' ? liquidation.lt(price) : liquidation.gt(price));
          const whole = closeOf({ margin, openFee: position.open_fee }, side, size, entry, price);
          const first = closeOf({ margin: split.part.margin, openFee: split.part.openFee }, side, part, entry, price);
          const second = closeOf({ margin: split.rest.margin, openFee: split.rest.openFee }, side, split.rest.size, entry, price);
          // PnL and margin add up exactly; each closing fee is rounded up to 8 places, so two may cost one unit more.
          expect(first.pnl.plus(second.pnl).eq(whole.pnl)).toBe(true);
          const fees = first.fee.plus(second.fee).minus(whole.fee);
          expect(fees.gte(0) && fees.lte('0.00000001')).toBe(true);
          expect(whole.net.minus(first.net.plus(second.net)).eq(fees)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('closes 0.005 of a 0.02 BTC long from 50000 at 52000 as computed by hand', () => {
    const split = splitPosition({ size: '0.02', margin: '100', open_fee: '0.5' }, '0.005');
    expect([split.part.margin.toFixed(), split.part.openFee.toFixed(), split.rest.size.toFixed(), split.rest.margin.toFixed(), split.rest.openFee.toFixed()]).toEqual(['25', '0.125', '0.015', '75', '0.375']);
    const closed = closeOf({ margin: split.part.margin, openFee: split.part.openFee }, 'long', '0.005', '50000', '52000');
    expect([closed.pnl.toFixed(), closed.fee.toFixed(), closed.proceeds.toFixed(), closed.net.toFixed()]).toEqual(['10', '0.13', '34.87', '9.745']);
  });
});
