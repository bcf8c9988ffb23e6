// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { OrderDraft } from './order-draft';
import { orderEstimate } from './order-estimate';
import { closedResult, positionFigures } from './position-figures';
import { closeRuleKey, indexPriceLink, openRuleKey, outcomeOf } from './position-rules';
import { contractRow } from './test-setup';

const rates = { feeRate: '0.0005', maintenanceRate: '0.005' };

function draft(changes: Partial<OrderDraft> = {}): OrderDraft {
  return { pair: 'btcusdt', side: 'long', priceType: 'market', price: '', margin: '100', leverage: 10, withTriggers: false, stopProfit: '', stopLoss: '', ...changes };
}

describe('estimates as the member types (the engine’s own arithmetic)', () => {
  it('a 10x long of 100 USDT at 50,000: size, fee, cost and liquidation price', () => {
    const estimate = orderEstimate(draft(), '50000', rates);
    expect(estimate?.size.toFixed()).toBe('0.02');
    expect(estimate?.notional.toFixed()).toBe('1000');
    expect(estimate?.fee.toFixed()).toBe('0.5');
    expect(estimate?.cost.toFixed()).toBe('100.5');
    // 50,000 − (100 / 0.02 − 0.5 % × 50,000) = 45,250
    expect(estimate?.liquidation?.toFixed()).toBe('45250');
  });

  it('a 20x short of 33.33 USDT at 61,234.56: size truncated to 6 decimals, liquidation rounded towards the entry', () => {
    const estimate = orderEstimate(draft({ side: 'short', margin: '33.33', leverage: 20 }), '61234.56', rates);
    // 666.6 / 61,234.56 = 0.010886...
    expect(estimate?.size.toFixed()).toBe('0.010886');
    expect(estimate?.fee.toFixed()).toBe('0.3333');
    expect(estimate?.cost.toFixed()).toBe('33.6633');
    // 61,234.56 + 33.33 / 0.010886 − 0.5 % × 61,234.56 = 63,990.1179...; a short's rounds down.
    expect(estimate?.liquidation?.toFixed()).toBe('63990.11');
  });

  it('a limit order waits at its price: the estimate is made there', () => {
    expect(orderEstimate(draft({ priceType: 'limit', price: '40000' }), '50000', rates)?.size.toFixed()).toBe('0.025');
  });

  it('nothing to estimate without an amount or a price', () => {
    expect(orderEstimate(draft({ margin: 'abc' }), '50000', rates)).toBeUndefined();
    expect(orderEstimate(draft(), undefined, rates)).toBeUndefined();
  });
});

describe('an open position, live', () => {
  it('up 2 %: PnL, return on margin, price change and what closing returns', () => {
    const figures = positionFigures(contractRow(), '51000');
    expect(figures?.pnl.toFixed()).toBe('20');
    expect(figures?.returnRate.toFixed()).toBe('20');
    expect(figures?.priceChange.toFixed()).toBe('2');
    // 100 + 20 − 0.02 × 51,000 × 0.05 %
    expect(figures?.proceeds.toFixed()).toBe('119.49');
  });

  it('a short gains when the price falls', () => {
    const figures = positionFigures(contractRow({ side: 'short' }), '49000');
    expect(figures?.pnl.toFixed()).toBe('20');
    expect(figures?.priceChange.toFixed()).toBe('2');
  });

  it('shows nothing before the first price', () => {
    expect(positionFigures(contractRow(), undefined)).toBeUndefined();
  });

  it('a closed one leads with its result after fees, the gross beside it, and the net return', () => {
    // gross −12.5, fees 0.5 at open + 0.4875 at close: net −13.4875 on a margin of 100
    const result = closedResult(contractRow({ status: 'closed', realizedPnl: '-12.5', netPnl: '-13.4875', fee: '0.9875' }));
    expect(result?.net.toFixed()).toBe('-13.4875');
    expect(result?.gross.toFixed()).toBe('-12.5');
    expect(result?.returnRate.toFixed()).toBe('-13.4875');
  });
});

describe('the rules a closed position followed', () => {
  it('names how it opened', () => {
    expect(openRuleKey(contractRow())).toBe('contract.rules.openMarket');
    expect(openRuleKey(contractRow({ priceType: 'limit', price: '49000', openPrice: '49000', openSecond: 1_800_000_060, openIndexPrice: '48999.5' }))).toBe('contract.rules.openLimit');
    expect(openRuleKey(contractRow({ priceType: 'limit', price: '52000', openPrice: '50000', openIndexPrice: '50000.00' }))).toBe('contract.rules.openLimitAtOnce');
  });

  it('names how it ended', () => {
    expect(closeRuleKey('manual')).toBe('contract.rules.closeManual');
    expect(closeRuleKey('liquidation')).toBe('contract.rules.closeLiquidation');
    expect(outcomeOf(contractRow({ status: 'closed', closeReason: 'takeProfit' }))).toBe('takeProfit');
    expect(outcomeOf(contractRow({ status: 'cancelled' }))).toBe('cancelled');
    expect(outcomeOf(contractRow())).toBeUndefined();
  });

  it('links the public record of an index second', () => {
    expect(indexPriceLink('btcusdt', 1_800_000_000)).toBe('/api/market/index?pair=btcusdt&ts=1800000000');
  });
});
