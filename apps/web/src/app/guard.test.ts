import { describe, expect, it } from 'vitest';
import { decideNavigation } from './guard';

describe('navigation guard', () => {
  it('lets a signed-in user go anywhere', () => {
    expect(decideNavigation('/overview', true)).toEqual({ action: 'proceed' });
  });

  it('lets an anonymous visitor reach /home, /login and the published proof of reserves', () => {
    expect(decideNavigation('/home', false)).toEqual({ action: 'proceed' });
    expect(decideNavigation('/login', false)).toEqual({ action: 'proceed' });
    expect(decideNavigation('/reserves', false)).toEqual({ action: 'proceed' });
  });

  it('sends an anonymous visitor home with the loginInfo warning from any other route', () => {
    expect(decideNavigation('/overview', false)).toEqual({ action: 'redirect', to: '/home', warn: true });
    expect(decideNavigation('/blockchain/3', false)).toEqual({ action: 'redirect', to: '/home', warn: true });
  });
});
