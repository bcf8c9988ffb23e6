// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { entryEstimate, marginShare, orderBody, orderDraftIssue, priceIssue, triggerIssue, type OrderDraft } from './order-draft';
import Decimal from '@halyard/shared/decimal';

/** A 10x market long of 100 USDT on BTC (2 price decimals, 6 amount decimals). */
function draft(changes: Partial<OrderDraft> = {}): OrderDraft {
  return { pair: 'btcusdt', side: 'long', priceType: 'market', price: '', margin: '100', leverage: 10, withTriggers: false, stopProfit: '', stopLoss: '', ...changes };
}

const context = { indexPrice: '50000', available: '1000', minMargin: '5' };

describe('the order form checks a draft before any call (spec §5)', () => {
  it('passes a valid market order', () => {
    expect(orderDraftIssue(draft(), context)).toBeUndefined();
  });

  it('names the empty field: "{0} cannot be empty"', () => {
    expect(orderDraftIssue(draft({ margin: '' }), context)).toEqual({ key: 'contract.form.required', field: 'margin' });
    expect(orderDraftIssue(draft({ margin: '   ' }), context)).toEqual({ key: 'contract.form.required', field: 'margin' });
    expect(orderDraftIssue(draft({ priceType: 'limit', price: '' }), context)).toEqual({ key: 'contract.form.required', field: 'price' });
  });

  it.each(['abc', '0', '0.00', '-1', '1.234', '1e3', '12,5', '12345678901'])('asks for the correct amount when the margin is %s', (margin) => {
    expect(orderDraftIssue(draft({ margin }), context)).toEqual({ key: 'contract.form.amountInvalid', field: 'margin' });
  });

  it('keeps the least margin and what is available at the leverage', () => {
    expect(orderDraftIssue(draft({ margin: '4.99' }), context)).toEqual({ key: 'contract.form.marginBelowMinimum', field: 'margin', values: { min: '5' } });
    expect(orderDraftIssue(draft({ margin: '5' }), context)).toBeUndefined();
    expect(orderDraftIssue(draft({ margin: '1000' }), context)).toBeUndefined();
    expect(orderDraftIssue(draft({ margin: '1000.01' }), context)).toEqual({ key: 'contract.form.insufficient', field: 'margin' });
    // While the available amount loads, the server is the judge.
    expect(orderDraftIssue(draft({ margin: '1000.01' }), { ...context, available: undefined })).toBeUndefined();
  });

  it('refuses a margin that buys less than the coin’s smallest amount', () => {
    // 5 USDT × 5 at 100,000,000 = 0.00000025 BTC, below 6 decimals.
    expect(orderDraftIssue(draft({ margin: '5', leverage: 5 }), { ...context, indexPrice: '100000000' })).toEqual({ key: 'contract.form.sizeTooSmall', field: 'margin' });
  });

  it('checks a limit price as a price of the pair', () => {
    expect(orderDraftIssue(draft({ priceType: 'limit', price: 'x' }), context)).toEqual({ key: 'contract.form.priceInvalid', field: 'price' });
    expect(orderDraftIssue(draft({ priceType: 'limit', price: '0' }), context)).toEqual({ key: 'contract.form.priceInvalid', field: 'price' });
    expect(orderDraftIssue(draft({ priceType: 'limit', price: '49000.123' }), context)).toEqual({ key: 'contract.form.priceDecimals', field: 'price', values: { decimals: '2' } });
    expect(orderDraftIssue(draft({ priceType: 'limit', price: ' 49000.12 ' }), context)).toBeUndefined();
  });

  it('checks take profit and stop loss against the side, only when they are on', () => {
    const long = draft({ withTriggers: true });
    expect(orderDraftIssue({ ...long, stopProfit: '49000' }, context)).toEqual({ key: 'contract.form.stopProfitAbove', field: 'stopProfit', values: { price: '50,000.00' } });
    expect(orderDraftIssue({ ...long, stopLoss: '50000' }, context)).toEqual({ key: 'contract.form.stopLossBelow', field: 'stopLoss', values: { price: '50,000.00' } });
    expect(orderDraftIssue({ ...long, stopProfit: '51000', stopLoss: '49000' }, context)).toBeUndefined();
    const short = draft({ side: 'short', withTriggers: true });
    expect(orderDraftIssue({ ...short, stopProfit: '51000' }, context)).toEqual({ key: 'contract.form.stopProfitBelow', field: 'stopProfit', values: { price: '50,000.00' } });
    expect(orderDraftIssue({ ...short, stopLoss: '49000' }, context)).toEqual({ key: 'contract.form.stopLossAbove', field: 'stopLoss', values: { price: '50,000.00' } });
    expect(orderDraftIssue(draft({ stopProfit: '1' }), context)).toBeUndefined();
  });

  it('measures a waiting limit order’s levels from its limit', () => {
    const limit = draft({ priceType: 'limit', price: '40000', withTriggers: true, stopLoss: '45000' });
    expect(orderDraftIssue(limit, context)).toEqual({ key: 'contract.form.stopLossBelow', field: 'stopLoss', values: { price: '40,000.00' } });
  });
});

describe('the entry an order would get', () => {
  it('is the index for a market order, unknown before the first price', () => {
    expect(entryEstimate('long', 'market', '', '50000')?.toFixed()).toBe('50000');
    expect(entryEstimate('long', 'market', '', undefined)).toBeUndefined();
  });

  it('is a waiting limit’s own price, or the index when the limit is already reached', () => {
    expect(entryEstimate('long', 'limit', '49000', '50000')?.toFixed()).toBe('49000');
    expect(entryEstimate('long', 'limit', '51000', '50000')?.toFixed()).toBe('50000');
    expect(entryEstimate('long', 'limit', '50000', '50000')?.toFixed()).toBe('50000');
    expect(entryEstimate('short', 'limit', '51000', '50000')?.toFixed()).toBe('51000');
    expect(entryEstimate('short', 'limit', '49000', '50000')?.toFixed()).toBe('50000');
    expect(entryEstimate('long', 'limit', 'abc', '50000')).toBeUndefined();
  });
});

describe('take profit and stop loss of a position', () => {
  it('allows removing both (empty) and checks the format first', () => {
    expect(triggerIssue('btcusdt', 'long', new Decimal('50000'), '', '')).toBeUndefined();
    expect(triggerIssue('btcusdt', 'long', new Decimal('50000'), '5e4', '')).toEqual({ key: 'contract.form.priceInvalid', field: 'stopProfit' });
    expect(triggerIssue('btcusdt', 'long', undefined, '1', '99999')).toBeUndefined();
  });

  it('reads a price of the pair', () => {
    expect(priceIssue('dogeusdt', 'price', '0.12345', { required: true })).toBeUndefined();
    expect(priceIssue('dogeusdt', 'price', '0.123456', { required: true })).toMatchObject({ key: 'contract.form.priceDecimals' });
  });
});

describe('what the form sends', () => {
  it('sends the price only for a limit, TP/SL only when on and set, all trimmed', () => {
    expect(orderBody(draft({ price: '1', stopProfit: '60000' }))).toEqual({ pair: 'btcusdt', side: 'long', priceType: 'market', margin: '100', leverage: 10 });
    expect(JSON.parse(JSON.stringify(orderBody(draft({ priceType: 'limit', price: ' 49000 ', margin: ' 50 ', withTriggers: true, stopProfit: ' 60000 ', stopLoss: '' }))))).toEqual({
      pair: 'btcusdt',
      side: 'long',
      priceType: 'limit',
      price: '49000',
      margin: '50',
      leverage: 10,
      stopProfit: '60000',
    });
  });

  it('takes quick shares of the available amount, truncated to the cent', () => {
    expect(marginShare('99502.48', 25)).toBe('24875.62');
    expect(marginShare('99502.48', 100)).toBe('99502.48');
    expect(marginShare('10.03', 50)).toBe('5.01');
    expect(marginShare('0', 75)).toBe('0.00');
  });
});
