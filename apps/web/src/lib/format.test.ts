import { describe, expect, it } from 'vitest';
import { formatAddressTail, formatPair, formatShortAddress } from './format';

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
