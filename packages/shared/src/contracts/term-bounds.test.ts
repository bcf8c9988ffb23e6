import { describe, expect, it } from 'vitest';
import { checkTermDecimal, TERM_BOUNDS } from './term-bounds.js';
import { boxTierInputSchema, contractTermsSchema } from './terms.js';

describe('checkTermDecimal', () => {
  const rate = TERM_BOUNDS.contract.maintenanceMarginRate; // above 0, at most 0.5

  it('takes trimmed decimal text inside the bounds, the maximum included', () => {
    const checked = checkTermDecimal(' 0.5 ', rate);
    expect(checked.ok && checked.value.toString()).toBe('0.5');
    expect(checkTermDecimal('0.00000001', rate).ok).toBe(true);
  });

  it('refuses the minimum where it is excluded, and anything past the maximum', () => {
    expect(checkTermDecimal('0', rate)).toEqual({ ok: false, problem: 'outOfRange' });
    expect(checkTermDecimal('0.50000001', rate)).toEqual({ ok: false, problem: 'outOfRange' });
    expect(checkTermDecimal('0', TERM_BOUNDS.funds.withdrawalFeeUsdt).ok).toBe(true);
  });

  it('refuses what is no decimal of at most 8 places', () => {
    for (const text of ['', 'abc', '-1', '1e3', '0.123456789', 7]) expect(checkTermDecimal(text, rate)).toEqual({ ok: false, problem: 'decimalInvalid' });
  });
});

describe('the server schemas follow the same bounds', () => {
  const contract = { leverages: [5, 10], feeRate: '0.0005', maintenanceMarginRate: '0.005', minMargin: '10' };

  it('refuses a term just past its bound and takes it at the bound', () => {
    expect(contractTermsSchema.safeParse({ ...contract, feeRate: TERM_BOUNDS.contract.feeRate.max }).success).toBe(true);
    expect(contractTermsSchema.safeParse({ ...contract, feeRate: '0.01000001' }).success).toBe(false);
    const tier = { price: '10', gift: '0', active: true, prizes: [{ amount: TERM_BOUNDS.boxTier.prizeAmount.max, probability: '1' }] };
    expect(boxTierInputSchema.safeParse(tier).success).toBe(true);
    expect(boxTierInputSchema.safeParse({ ...tier, price: '0' }).success).toBe(false);
  });
});
