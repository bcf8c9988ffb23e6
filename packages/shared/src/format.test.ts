// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  changePercent,
  formatAddressTail,
  formatAmount,
  formatCompact,
  formatDateTime,
  formatPair,
  formatPercent,
  formatPrice,
  formatQuantity,
  formatShortAddress,
  formatSignedAmount,
} from './format.js';

describe('format', () => {
  it('formats pairs as COIN/USDT', () => {
    expect(formatPair('btcusdt')).toBe('BTC/USDT');
    expect(formatPair('DOGEUSDT')).toBe('DOGE/USDT');
  });
  it('shortens addresses', () => {
    const address = '0x8802Ed140415F3b1142F20064e798cd6b53b9512';
    expect(formatShortAddress(address)).toBe('0x8802...9512');
    expect(formatAddressTail(address)).toBe('...3b9512');
  });
});

describe('amounts, prices and percents', () => {
  it('truncates instead of rounding, and groups thousands', () => {
    expect(formatAmount('1234.5678')).toBe('1,234.56');
    expect(formatAmount(0.1 + 0.2, 2)).toBe('0.30');
    expect(formatAmount('-0.999', 2)).toBe('-0.99');
    expect(formatPrice(95123.456, 2)).toBe('95,123.45');
    expect(formatPrice(0.000031234, 9)).toBe('0.000031234');
    expect(formatAmount('abc')).toBe('--');
  });
  it('computes and signs the 24 h change', () => {
    expect(formatPercent(changePercent(100, 101.239))).toBe('+1.23%');
    expect(formatPercent(changePercent('200', '199'))).toBe('-0.50%');
    expect(formatPercent(changePercent(0, 5))).toBe('--');
  });
  it('shortens volumes', () => {
    expect(formatCompact(1_234_567)).toBe('1.23M');
    expect(formatCompact('999.999')).toBe('999.99');
    expect(formatCompact(2.5e9)).toBe('2.50B');
  });
});

describe('signed amounts, quantities and times', () => {
  it('signs a change and leaves zero unsigned', () => {
    expect(formatSignedAmount('100')).toBe('+100.00');
    expect(formatSignedAmount('-30.129')).toBe('-30.12');
    expect(formatSignedAmount('0.001')).toBe('0.00');
    expect(formatSignedAmount('x')).toBe('--');
  });
  it('states a quantity without trailing zeros, truncated to the coin precision', () => {
    expect(formatQuantity('10', 6)).toBe('10');
    expect(formatQuantity('0.00289017', 8)).toBe('0.00289017');
    expect(formatQuantity('1234.500000', 6)).toBe('1,234.5');
    expect(formatQuantity('0.123456789', 8)).toBe('0.12345678');
  });
  it('writes a time in the viewer zone as YYYY-MM-DD HH:mm:ss', () => {
    const local = new Date(2026, 10, 1, 9, 5, 7);
    expect(formatDateTime(local.toISOString())).toBe('2026-11-01 09:05:07');
    expect(formatDateTime('not a date')).toBe('--');
  });
});
