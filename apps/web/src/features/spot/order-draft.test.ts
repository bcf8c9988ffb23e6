// @vitest-environment node
import Decimal from '@halyard/shared/decimal';
import { describe, expect, it } from 'vitest';
import { amountShare, spotDraftIssue, spotEstimate, spotOrderBody, type SpotContext, type SpotDraft } from './order-draft';
import { exactUsdtPlaces, fillRuleKey, spotSettlement } from './spot-rules';

const draft = (changes: Partial<SpotDraft> = {}): SpotDraft => ({ pair: 'btcusdt', side: 'buy', priceType: 'market', price: '', amount: '0.01', ...changes });
const context = (changes: Partial<SpotContext> = {}): SpotContext => ({
  indexPrice: '50000',
  availableUsdt: '1000',
  availableCoin: '0.5',
  feeRate: '0.001',
  minTotal: '5',
  ...changes,
});

describe('the spot order draft', () => {
  it('values a market order at the index and a limit at its own price, with the fee rounded up to 8 places', () => {
    const market = spotEstimate(draft(), '50000', '0.001');
    expect(market?.total.toFixed()).toBe('500');
    expect(market?.fee.toFixed()).toBe('0.5');
    expect(market?.net.toFixed()).toBe('500.5');
    const limit = spotEstimate(draft({ priceType: 'limit', price: '33333.33', amount: '0.000001' }), '50000', '0.001');
    // 0.03333333 × 0.001 = 0.00003333333 → 0.00003334
    expect(limit?.total.toFixed()).toBe('0.03333333');
    expect(limit?.fee.toFixed()).toBe('0.00003334');
    const sell = spotEstimate(draft({ side: 'sell' }), '50000', '0.001');
    expect(sell?.net.toFixed()).toBe('499.5');
    expect(spotEstimate(draft({ amount: '' }), '50000', '0.001')).toBeUndefined();
    expect(spotEstimate(draft(), undefined, '0.001')).toBeUndefined();
  });

  it('says what is wrong before any call, in the order the fields appear', () => {
    expect(spotDraftIssue(draft({ priceType: 'limit', price: ' ' }), context())).toEqual({ key: 'spot.form.required', field: 'price' });
    expect(spotDraftIssue(draft({ priceType: 'limit', price: '0' }), context())).toEqual({ key: 'spot.form.priceInvalid', field: 'price' });
    expect(spotDraftIssue(draft({ priceType: 'limit', price: '50000.123' }), context())).toEqual({ key: 'spot.form.priceDecimals', field: 'price', values: { decimals: '2' } });
    expect(spotDraftIssue(draft({ amount: '' }), context())).toEqual({ key: 'spot.form.required', field: 'amount' });
    expect(spotDraftIssue(draft({ amount: 'abc' }), context())).toEqual({ key: 'spot.form.amountInvalid', field: 'amount' });
    expect(spotDraftIssue(draft({ amount: '0.0000001' }), context())).toEqual({ key: 'spot.form.amountDecimals', field: 'amount', values: { decimals: '6' } });
    // 0.00009 BTC at 50,000 is 4.50 USDT, under the 5 USDT minimum.
    expect(spotDraftIssue(draft({ amount: '0.00009' }), context())).toEqual({ key: 'spot.form.belowMinimum', field: 'amount', values: { min: '5' } });
    expect(spotDraftIssue(draft({ amount: '0.01' }), context())).toBeUndefined();
  });

  it('checks a buy against the USDT it costs with its fee, and a sell against the coin held', () => {
    // 0.02 BTC = 1000 USDT + 1 fee: more than the 1000 available.
    expect(spotDraftIssue(draft({ amount: '0.02' }), context())).toEqual({ key: 'spot.form.insufficient', field: 'amount', values: { coin: 'USDT' } });
    expect(spotDraftIssue(draft({ amount: '0.019' }), context())).toBeUndefined();
    expect(spotDraftIssue(draft({ side: 'sell', amount: '0.6' }), context())).toEqual({ key: 'spot.form.insufficient', field: 'amount', values: { coin: 'BTC' } });
    expect(spotDraftIssue(draft({ side: 'sell', amount: '0.5' }), context())).toBeUndefined();
    // A limit buy is checked at its own price.
    expect(spotDraftIssue(draft({ priceType: 'limit', price: '25000', amount: '0.03' }), context())).toBeUndefined();
    // Balances still loading: the server has the last word.
    expect(spotDraftIssue(draft({ amount: '1' }), context({ availableUsdt: undefined }))).toBeUndefined();
  });

  it('turns quick shares into coin amounts that fit what is available, fee included', () => {
    // 50% of 1000 USDT at 50,000 with a 0.1% fee: 500 / 50,050 = 0.00999000999 → 0.009990 BTC.
    expect(amountShare('buy', 'btcusdt', 50, '1000', new Decimal('50000'), '0.001')).toBe('0.009990');
    const all = amountShare('buy', 'btcusdt', 100, '1000', new Decimal('50000'), '0.001') ?? '';
    expect(spotDraftIssue(draft({ amount: all }), context())).toBeUndefined();
    expect(amountShare('sell', 'btcusdt', 25, '0.5', undefined, '0.001')).toBe('0.125000');
    expect(amountShare('buy', 'btcusdt', 25, '1000', undefined, '0.001')).toBeUndefined();
  });

  it('sends the trimmed figures, the price only for a limit order', () => {
    expect(spotOrderBody(draft({ amount: ' 0.01 ', price: '1' }))).toEqual({ pair: 'btcusdt', side: 'buy', priceType: 'market', price: undefined, amount: '0.01' });
    expect(spotOrderBody(draft({ priceType: 'limit', price: ' 40000 ', side: 'sell' }))).toEqual({ pair: 'btcusdt', side: 'sell', priceType: 'limit', price: '40000', amount: '0.01' });
  });

  it('names the rule an order filled by', () => {
    const row = {
      id: 1, pair: 'btcusdt', side: 'buy', priceType: 'limit', price: '60000', amount: '0.01', status: 'filled', fillPrice: '50000', total: '500', fee: '0.5', feeRate: '0.001',
      placedSecond: 100, fillSecond: 100, fillIndexPrice: '50000', createdAt: '', filledAt: '', version: 2,
    } as const;
    expect(fillRuleKey(row)).toBe('spot.rules.fillLimitAtOnce');
    expect(fillRuleKey({ ...row, fillSecond: 160, fillPrice: '60000', fillIndexPrice: '59990' })).toBe('spot.rules.fillLimit');
    expect(fillRuleKey({ ...row, priceType: 'market', price: null })).toBe('spot.rules.fillMarket');
  });
});

describe('a filled spot order, net of its fee', () => {
  const filled = { pair: 'ethusdt', amount: '0.25', total: '525', fee: '0.525' };
  it('a buy paid its total and the fee in USDT and received the coin; a sell received its total less the fee', () => {
    const buy = spotSettlement({ ...filled, side: 'buy', total: '500', fee: '0.5' });
    expect([buy?.paid.amount.toFixed(), buy?.paid.coin, buy?.received.amount.toFixed(), buy?.received.coin]).toEqual(['500.5', 'USDT', '0.25', 'ETH']);
    const sell = spotSettlement({ ...filled, side: 'sell' });
    expect([sell?.paid.amount.toFixed(), sell?.paid.coin, sell?.received.amount.toFixed(), sell?.received.coin]).toEqual(['0.25', 'ETH', '524.475', 'USDT']);
    expect(spotSettlement({ ...filled, side: 'buy', total: null, fee: null })).toBeUndefined();
  });

  it('shows a USDT figure to as many places as it has, 2 to 8', () => {
    expect([exactUsdtPlaces(new Decimal('524.475')), exactUsdtPlaces(new Decimal('500')), exactUsdtPlaces(new Decimal('0.000000015'))]).toEqual([3, 2, 8]);
  });
});
