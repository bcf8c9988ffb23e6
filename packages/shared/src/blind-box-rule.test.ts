import { describe, expect, it } from 'vitest';
import { pickPrizeIndex, probabilitiesSumToOne, rollDigits, rollMessage, rollValue } from './blind-box-rule.js';

describe('the blind box prize rule', () => {
  it('reads the first 13 hex digits of the HMAC as a number in [0, 1), exactly', () => {
    expect(rollDigits('ABCDEF0123456789abcdef')).toBe('abcdef0123456');
    expect(rollValue('0000000000000')).toBe('0');
    expect(rollValue('8000000000000')).toBe('0.5');
    expect(rollValue('4000000000000')).toBe('0.25');
    // 1 / 16^13 = 2^-52, written out in full.
    expect(rollValue('0000000000001')).toBe('0.0000000000000002220446049250313080847263336181640625');
    expect(rollValue('fffffffffffff')).toBe('0.9999999999999997779553950749686919152736663818359375');
    expect(rollMessage('lucky', 7)).toBe('lucky:7');
  });

  it('picks the first row whose cumulative probability exceeds the roll, in table order', () => {
    const table = ['0.35', '0.3', '0.2', '0.1', '0.04', '0.01'];
    expect(pickPrizeIndex('0000000000000', table)).toBe(0);
    // 0.35 × 16^13 = 1576259869579673.6: 0x5999999999999 is the last roll below it.
    expect(pickPrizeIndex('5999999999999', table)).toBe(0);
    expect(pickPrizeIndex('599999999999a', table)).toBe(1);
    expect(pickPrizeIndex('8000000000000', table)).toBe(1);
    // 0.99 × 16^13 is not a whole number; the rolls either side of it fall in rows 4 and 5.
    expect(pickPrizeIndex('fd70a3d70a3d7', table)).toBe(4);
    expect(pickPrizeIndex('fd70a3d70a3d8', table)).toBe(5);
    expect(pickPrizeIndex('fffffffffffff', table)).toBe(5);
  });

  it('knows a table that sums to exactly 1', () => {
    expect(probabilitiesSumToOne(['0.35', '0.3', '0.2', '0.1', '0.04', '0.01'])).toBe(true);
    expect(probabilitiesSumToOne(['0.36', '0.3', '0.2', '0.09', '0.045', '0.005'])).toBe(true);
    expect(probabilitiesSumToOne(['0.1', '0.2'])).toBe(false);
    expect(probabilitiesSumToOne(['0.5', '0.500000000000000001'])).toBe(false);
  });
});
