// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addressParts } from './address-parts';

const ETHEREUM = '0x8802Ed140415F3b1142F20064e798cd6b53b9512';
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

describe('an address split for comparing', () => {
  it('emphasises the first and last six characters and keeps every character once, in order', () => {
    const parts = addressParts(ETHEREUM);
    expect(parts).toEqual({ head: '0x8802', middle: 'Ed140415F3b1142F20064e798cd6b5', tail: '3b9512' });
    expect(parts.head + parts.middle + parts.tail).toBe(ETHEREUM);
  });

  it('works the same for a Tron address', () => {
    const parts = addressParts(TRON);
    expect([parts.head, parts.tail]).toEqual(['TR7NHq', 'gjLj6t']);
    expect(parts.head + parts.middle + parts.tail).toBe(TRON);
  });

  it('keeps an address too short for a middle whole, as the head', () => {
    expect(addressParts('0x12345678ab')).toEqual({ head: '0x12345678ab', middle: '', tail: '' });
    expect(addressParts('')).toEqual({ head: '', middle: '', tail: '' });
    expect(addressParts('0x12345678abc')).toEqual({ head: '0x1234', middle: '5', tail: '678abc' });
  });
});
