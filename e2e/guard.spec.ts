import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  byTestId,
  en,
  open,
  recordedToasts,
  recordToasts,
  signInWithPreview,
  storedValue,
  toast,
} from './support/app.js';
import { phoneSuite } from './support/phone.js';

const suite = phoneSuite();

/** Home's market rows are drawn: the page has its first data. */
const homeDrawn = (page: Page) => page.locator('[data-testid^="market-row-"]').first().waitFor({ state: 'visible' });

describe('navigation guard, signed out', () => {
  it.each(['/overview', '/tos', '/blockchain/1', '/thirdParty'])(
    'sends %s to /home with the loginInfo message',
    async (pathname) => {
      const phone = await suite.open();
      const { page } = phone;
      await recordToasts(page);
      await page.goto(pathname);
      await page.waitForURL((url) => url.pathname === '/home');
      // A toast wraps between words, never inside one (read in one step: the toast lasts a second).
      const wordBreak = await page.waitForFunction((text) => {
        const shown = Array.from(document.querySelectorAll('.adm-toast-main')).find((node) => node.textContent?.includes(text));
        return shown ? getComputedStyle(shown).wordBreak : false;
      }, en.session.loginInfo);
      expect(await wordBreak.jsonValue()).toBe('normal');
      await byTestId(page, 'home-header').waitFor({ state: 'visible' });
      expect(await recordedToasts(page)).toEqual([en.session.loginInfo]);
      if (pathname === '/overview') await phone.screenshot('guard-login-info');
      // The message lasts one second (spec §4/§8).
      await toast(page, en.session.loginInfo).waitFor({ state: 'hidden', timeout: 3_000 });
    },
  );

  it('shows /home itself without any message', async () => {
    const phone = await suite.open();
    const { page } = phone;
    await recordToasts(page);
    await open(page, '/home');
    await byTestId(page, 'header-login').waitFor({ state: 'visible' });
    // Home drawn with its first answers: a message from the guard or an answer would be up by now.
    await homeDrawn(page);
    expect(await recordedToasts(page)).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/home');
  });

  it('redirects / to /home, without a message', async () => {
    const phone = await suite.open();
    const { page } = phone;
    await recordToasts(page);
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/home');
    await byTestId(page, 'home-header').waitFor({ state: 'visible' });
    await homeDrawn(page);
    expect(await recordedToasts(page)).toEqual([]);
  });

  it('shows the NotFound page for an unknown path, whose link goes home', async () => {
    const phone = await suite.open();
    const { page } = phone;
    await page.goto('/no/such/page');
    await byTestId(page, 'not-found').waitFor({ state: 'visible' });
    expect(new URL(page.url()).pathname).toBe('/no/such/page');
    expect(await byTestId(page, 'page-title').innerText()).toBe(en.route.notFound);
    expect(await byTestId(page, 'not-found').innerText()).toContain(en.notFound.body);
    expect(await byTestId(page, 'tab-bar').count()).toBe(0);
    await phone.screenshot('guard-not-found');
    await byTestId(page, 'not-found-home').click();
    await page.waitForURL((url) => url.pathname === '/home');
    await byTestId(page, 'home-header').waitFor({ state: 'visible' });
  });
});

describe('a session the server no longer accepts (401)', () => {
  it('shows "please log in", clears the session and lands on /home', async () => {
    const phone = await suite.open();
    const { page } = phone;
    await signInWithPreview(phone);
    const token = await storedValue(page, 'token');
    expect(typeof token).toBe('string');

    // Revoke the token behind the app's back, as another tab's logout or an expiry would. The app is
    // off screen meanwhile: a call of the signed-in home page could otherwise meet the 401 first and
    // end the session there, before /overview is asked for.
    await page.goto('about:blank');
    const revoked = await phone.context.request.post(phone.url('/api/member/app/loginOut'), { headers: { authorization: `Bearer ${String(token)}` } });
    expect(((await revoked.json()) as { code: number }).code).toBe(200);
    // The stored token still opens the guard; the first call with it meets the 401.
    suite.expectErrors(/status of 401/);

    await recordToasts(page);
    await page.goto('/overview');
    await page.waitForURL((url) => url.pathname === '/home');
    await byTestId(page, 'header-login').waitFor({ state: 'visible' });
    await expect.poll(() => recordedToasts(page)).toContain(en.session.pleaseLogIn);
    expect(await recordedToasts(page)).not.toContain(en.session.loginInfo);
    expect(await storedValue(page, 'token')).toBeUndefined();
    expect(await storedValue(page, 'address')).toBeUndefined();
    expect(await storedValue(page, 'userInfo')).toBeUndefined();
    // /home?reload=true: the flag is handled, then removed from the address.
    await page.waitForURL((url) => url.pathname === '/home' && url.search === '');
    expect(await byTestId(page, 'header-address').count()).toBe(0);
    await phone.screenshot('guard-after-401');

    // And the guard now treats us as signed out.
    await page.goto('/overview');
    await page.waitForURL((url) => url.pathname === '/home');
  });
});
