// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { coinAmount, pairCoin, pairPrice, signedCoinAmount } from './member-amounts';

describe("the console's amounts", () => {
  it('shows ETH and other coins at their own precision, never rounded to 0.00', () => {
    expect(coinAmount('0.00123456', 'ETH')).toBe('0.00123456');
    expect(coinAmount('0.000000123456789', 'ETH')).toBe('0.00000012');
    expect(coinAmount('0.25', 'BTC')).toBe('0.25000000');
    expect(signedCoinAmount('0.0123', 'ETH')).toBe('+0.01230000');
    expect(signedCoinAmount('-0.00000001', 'ETH')).toBe('-0.00000001');
  });

  it('shows USDT to the cent, truncated and grouped', () => {
    expect(coinAmount('1234.5678', 'USDT')).toBe('1,234.56');
    expect(coinAmount('0.525', 'USDT')).toBe('0.52');
    expect(signedCoinAmount('-24.6246', 'USDT')).toBe('-24.62');
    expect(signedCoinAmount('0', 'USDT')).toBe('0.00');
  });

  it("shows a price at its pair's precision and names the pair's coin", () => {
    expect(pairPrice('50000', 'btcusdt')).toBe('50,000.00');
    expect(pairPrice('0.123456789', 'dogeusdt')).toBe('0.12345');
    expect(pairPrice('1.5', 'xrpusdt')).toBe('1.5000');
    expect(pairCoin('ethusdt')).toBe('ETH');
  });
});
