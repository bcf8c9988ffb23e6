import { describe, expect, it } from 'vitest';
import { crosses, entryPrice, liquidationProgress, marginWarningPrice, positionNetPnl, triggerSideIssue } from './contract-math.js';
import { isPriceText, isUsdtText } from './contracts/trading-constants.js';

describe('contract rules shared by the order form and the server', () => {
  it('fills a limit the index has reached at the index price, else waits at the limit', () => {
    expect(crosses('long', 'fill', '100', '99')).toBe(true);
    expect(crosses('short', 'fill', '100', '99')).toBe(false);
    expect(entryPrice('long', '100', '99').toFixed()).toBe('99');
    expect(entryPrice('long', '98', '99').toFixed()).toBe('98');
    expect(entryPrice('short', '100', '101').toFixed()).toBe('101');
    expect(entryPrice('short', null, '101').toFixed()).toBe('101');
  });

  it('names the take profit or stop loss on the wrong side of the reference', () => {
    expect(triggerSideIssue('long', '100', '101', '99')).toBeUndefined();
    expect(triggerSideIssue('long', '100', '100', null)).toBe('stopProfitAbove');
    expect(triggerSideIssue('long', '100', null, '100')).toBe('stopLossBelow');
    expect(triggerSideIssue('short', '100', '101', null)).toBe('stopProfitBelow');
    expect(triggerSideIssue('short', '100', '99', '99')).toBe('stopLossAbove');
  });

  it('takes order figures as the schemas do', () => {
    expect(isPriceText('0.000000000001')).toBe(true);
    expect(isPriceText('0')).toBe(false);
    expect(isPriceText('1.0000000000001')).toBe(false);
    expect(isUsdtText('10.25')).toBe(true);
    expect(isUsdtText('10.255')).toBe(false);
  });
});

describe('positionNetPnl', () => {
  it('nets a close of both fees and a liquidation of the whole margin and the opening fee', () => {
    expect(positionNetPnl({ liquidated: false, margin: '100', pnl: '12.5', openFee: '0.5', closeFee: '0.52' }).toFixed()).toBe('11.48');
    expect(positionNetPnl({ liquidated: false, margin: '100', pnl: '-3', openFee: '0.5', closeFee: '0.49' }).toFixed()).toBe('-3.99');
    expect(positionNetPnl({ liquidated: true, margin: '100', pnl: '-99.5', openFee: '0.5', closeFee: '0' }).toFixed()).toBe('-100.5');
  });
});

describe('the margin warning level', () => {
  it('stands 80 % of the way from entry to liquidation, rounded towards the liquidation price', () => {
    // A 10x long from 50000 is liquidated at 45250: warned at 50000 − 0.8 × 4750.
    expect(marginWarningPrice('long', '50000', '45250', '0.8', 2).toFixed()).toBe('46200');
    expect(marginWarningPrice('short', '50000', '54750', '0.8', 2).toFixed()).toBe('53800');
    expect(marginWarningPrice('long', '100', '90.03', '0.8', 2).toFixed()).toBe('92.02');
    expect(marginWarningPrice('long', '100', '90.01', '0.8', 1).toFixed()).toBe('92');
    expect(marginWarningPrice('short', '100', '109.99', '0.8', 1).toFixed()).toBe('108');
    expect(liquidationProgress('50000', '45250', '46100').toDecimalPlaces(1).toFixed()).toBe('82.1');
    expect(liquidationProgress('50000', '54750', '49000').isNegative()).toBe(true);
  });
});
