import { afterEach, describe, expect, it } from 'vitest';
import { forgetReferral, rememberReferral, storedReferral } from './referral';

describe('referral code from ?ref=', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps a valid code for this tab, upper-cased', () => {
    rememberReferral('?ref=ab12cd34');
    expect(storedReferral()).toBe('AB12CD34');
    expect(sessionStorage.getItem('halyard.ref')).toBe('AB12CD34');
  });

  it('ignores a missing or malformed code, and keeps the one it has', () => {
    rememberReferral('?lang=de_DE');
    expect(storedReferral()).toBeUndefined();
    rememberReferral('?ref=AB12CD34');
    rememberReferral('?ref=no-such<code>');
    rememberReferral('?ref=ABC');
    expect(storedReferral()).toBe('AB12CD34');
  });

  it('forgets the code once spent', () => {
    rememberReferral('?ref=ZXCV1234');
    forgetReferral();
    expect(storedReferral()).toBeUndefined();
  });

  it('does not trust a tampered stored value', () => {
    sessionStorage.setItem('halyard.ref', 'not a code');
    expect(storedReferral()).toBeUndefined();
  });
});
