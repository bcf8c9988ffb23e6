// @vitest-environment node
import Decimal from '@halyard/shared/decimal';
import { describe, expect, it } from 'vitest';
import { orderAmount, sizeForMargin } from './order-amount';
import { closeShareSize, estimatedNet, liquidationDistance, marginForSize, partialCloseEstimate } from './position-close';

const long = { side: 'long' as const, size: '0.02', margin: '100', openPrice: '50000', feeRate: '0.0005' };
const short = { side: 'short' as const, size: '0.3', margin: '33.33', openPrice: '3000', feeRate: '0.0005' };

describe('closeShareSize', () => {
  it('truncates a share to the coin precision and gives the whole size at 100 %', () => {
    expect(closeShareSize('0.333', 25, 3).toFixed()).toBe('0.083');
    expect(closeShareSize('0.02', 50, 4).toFixed()).toBe('0.01');
    expect(closeShareSize('0.333', 100, 3).toFixed()).toBe('0.333');
  });
});

describe('partialCloseEstimate', () => {
  it('closes half of a long in profit: PnL, fee, the margin part and the rest', () => {
    const estimate = partialCloseEstimate(long, '0.01', '51000');
    // PnL (51000 − 50000) × 0.01 = 10; fee 0.01 × 51000 × 0.0005 = 0.255; margin 100 × 0.01 / 0.02 = 50.
    expect(estimate.pnl.toFixed()).toBe('10');
    expect(estimate.fee.toFixed()).toBe('0.255');
    expect(estimate.marginReturned.toFixed()).toBe('50');
    expect(estimate.proceeds.toFixed()).toBe('59.745');
    expect(estimate.restSize.toFixed()).toBe('0.01');
    expect(estimate.restMargin.toFixed()).toBe('50');
  });

  it('closes a quarter of a short in loss, the margin split as the engine splits it', () => {
    const estimate = partialCloseEstimate(short, '0.075', '3100');
    // PnL −(3100 − 3000) × 0.075 = −7.5; fee 0.075 × 3100 × 0.0005 = 0.11625; margin 33.33 × 0.075 / 0.3 = 8.3325.
    expect(estimate.pnl.toFixed()).toBe('-7.5');
    expect(estimate.fee.toFixed()).toBe('0.11625');
    expect(estimate.marginReturned.toFixed()).toBe('8.3325');
    expect(estimate.proceeds.toFixed()).toBe('0.71625');
    expect(estimate.restSize.toFixed()).toBe('0.225');
    expect(estimate.restMargin.toFixed()).toBe('24.9975');
  });

  it('closes the whole: all the margin back and nothing left', () => {
    const estimate = partialCloseEstimate(short, '0.3', '3000');
    expect(estimate.marginReturned.toFixed()).toBe('33.33');
    expect(estimate.restSize.toFixed()).toBe('0');
    expect(estimate.restMargin.toFixed()).toBe('0');
    // fee 0.3 × 3000 × 0.0005 = 0.45
    expect(estimate.proceeds.toFixed()).toBe('32.88');
  });
});

describe('estimatedNet', () => {
  it('is the gross PnL less the opening and closing fees', () => {
    // PnL 1000 × 0.02 = 20; close fee 0.02 × 51000 × 0.0005 = 0.51; open fee 0.5.
    expect(estimatedNet({ ...long, openFee: '0.5' }, '51000').toFixed()).toBe('18.99');
  });
});

describe('marginForSize', () => {
  it('is size × price / leverage rounded up to the cent', () => {
    // 0.015 × 50123.45 / 10 = 75.185175 → 75.19
    expect(marginForSize('0.015', '50123.45', 10).toFixed(2)).toBe('75.19');
    expect(marginForSize('0.01', '50000', 20).toFixed(2)).toBe('25.00');
  });
});

describe('liquidationDistance', () => {
  it('measures a long from the mark down to its liquidation and colours it as it nears', () => {
    const calm = liquidationDistance('long', '50000', '45250', '48000');
    expect(calm.distance.toFixed()).toBe('2750');
    // 2750 / 48000 × 100 = 5.7291666…
    expect(calm.percent.toFixed(4)).toBe('5.7292');
    // (50000 − 48000) / 4750 = 0.42105…
    expect(calm.progress.toFixed(4)).toBe('0.4211');
    expect(calm.tone).toBe('calm');
    expect(liquidationDistance('long', '50000', '45250', '47000').tone).toBe('near');
    // (50000 − 46200) / 4750 = 0.8 exactly: the server's margin warning line
    expect(liquidationDistance('long', '50000', '45250', '46200').tone).toBe('warning');
  });

  it('measures a short from the mark up to its liquidation; a profit has travelled none of the way', () => {
    const loss = liquidationDistance('short', '3000', '3285', '3100');
    expect(loss.distance.toFixed()).toBe('185');
    expect(loss.percent.toFixed(4)).toBe('5.9677');
    const profit = liquidationDistance('short', '3000', '3285', '2900');
    expect(profit.distance.toFixed()).toBe('385');
    expect(profit.progress.toFixed()).toBe('0');
    expect(profit.tone).toBe('calm');
  });
});

describe('orderAmount (the amount field in USDT or in the coin)', () => {
  it('sends a margin as typed', () => {
    expect(orderAmount('margin', 'btcusdt', ' 100 ', new Decimal('50000'), 10)).toEqual({ margin: '100' });
  });

  it('turns a BTC size into the margin that buys at least it, and the engine’s size from that margin', () => {
    const amount = orderAmount('size', 'btcusdt', '0.015', new Decimal('50123.45'), 10);
    // 0.015 × 50123.45 / 10 = 75.185175 → 75.19 USDT; 75.19 × 10 / 50123.45 = 0.015000962… → 0.015000 BTC
    expect(amount).toEqual({ margin: '75.19' });
    expect(sizeForMargin('btcusdt', '75.19', '50123.45', 10).toFixed(6)).toBe('0.015000');
  });

  it('says why there is no margin yet', () => {
    expect(orderAmount('size', 'btcusdt', '', new Decimal('50000'), 10)).toEqual({ problem: 'empty' });
    expect(orderAmount('size', 'btcusdt', '0.1234567', new Decimal('50000'), 10)).toEqual({ problem: 'invalid' });
    expect(orderAmount('size', 'btcusdt', 'abc', new Decimal('50000'), 10)).toEqual({ problem: 'invalid' });
    expect(orderAmount('size', 'btcusdt', '0.01', undefined, 10)).toEqual({ problem: 'noPrice' });
  });
});
