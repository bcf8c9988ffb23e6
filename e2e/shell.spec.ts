import { keccak256, toHex } from 'viem';
import { describe, expect, it } from 'vitest';
import { byTestId, en, expectToast, open, openMenu, signInWithPreview, storedValue } from './support/app.js';
import { phoneSuite } from './support/phone.js';
import { injectWallet } from './support/wallet.js';

/** A member who has never accepted the agreement before this test. */
const AGREEMENT_TEST_KEY = keccak256(toHex('halyard e2e agreement member'));

const suite = phoneSuite();

describe('the home header', () => {
  it('shows the configured logo', async () => {
    const phone = await suite.open();
    await open(phone.page, '/home');
    const logo = byTestId(phone.page, 'header-logo');
    await expect.poll(() => logo.getAttribute('data-state')).toBe('loaded');
    expect(await logo.locator('img').getAttribute('src')).toBe('/api/files/logo.svg');
    expect(await logo.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  });

  it('says "Failed to load" when the logo cannot be fetched', async () => {
    const phone = await suite.open(async (context) => {
      await context.route('**/api/files/logo.svg', (route) => route.abort('failed'));
    });
    suite.expectErrors(/Failed to load resource/);
    await open(phone.page, '/home');
    const logo = byTestId(phone.page, 'header-logo');
    await expect.poll(() => logo.getAttribute('data-state')).toBe('failed');
    expect(await logo.innerText()).toBe(en.header.logoFailed);
  });

  it('opens customer service only for a signed-in wallet', async () => {
    const phone = await suite.open();
    const { page } = phone;
    await open(page, '/home');
    await byTestId(page, 'support-button').click();
    await expectToast(page, en.session.loginInfo);
    expect(new URL(page.url()).pathname).toBe('/home');

    await signInWithPreview(phone);
    await byTestId(page, 'support-button').click();
    await page.waitForURL((url) => url.pathname === '/thirdParty');
    // No chat service is configured on this server: the built-in chat with the operators opens.
    // Waited for: the page's chunk may still be loading when the address has changed.
    await byTestId(page, 'support-chat').waitFor({ state: 'visible' });
    expect(await byTestId(page, 'chat-empty').innerText()).toBe(en.support.chat.empty);
  });
});

describe('the user agreement', () => {
  it('is accepted from /tos and recorded by the server', async () => {
    // A wallet of its own: the demo account is shared with other spec files, which may accept for it.
    const phone = await suite.open(async (context) => {
      await injectWallet(context, { privateKey: AGREEMENT_TEST_KEY });
    });
    const { page } = phone;
    await open(page, '/home');
    await byTestId(page, 'header-login').click();
    await byTestId(page, 'header-address').waitFor({ state: 'visible' });
    await open(page, '/tos');
    await byTestId(page, 'tos-accept').click();
    await byTestId(page, 'tos-accepted').waitFor({ state: 'visible' });
    const authorized = await page.evaluate(async () => {
      const token = (JSON.parse(localStorage.getItem('token') ?? 'null') as { value: string }).value;
      const response = await fetch('/api/member/app/getInfo', { headers: { authorization: `Bearer ${token}` } });
      return ((await response.json()) as { data: { authorized: boolean } }).data.authorized;
    });
    expect(authorized).toBe(true);
  });
});

describe('clear cache', () => {
  it('wipes storage, cookies and IndexedDB, then reloads signed out in the defaults', async () => {
    const phone = await suite.open();
    const { page } = phone;
    await signInWithPreview(phone);
    await page.evaluate(async () => {
      document.cookie = 'halyard-test=1; path=/';
      sessionStorage.setItem('draft', '1');
      await new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('halyard-test-db');
        request.onsuccess = () => {
          request.result.close();
          resolve();
        };
        request.onerror = () => reject(request.error);
      });
    });
    const menu = await openMenu(page);
    await byTestId(page, 'menu-theme').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');

    // It asks first, saying that it signs the member out; then wipes and reloads.
    await menu.locator('[data-testid="menu-clear-cache"]').click();
    expect(await page.locator('.adm-dialog-body').innerText()).toContain(en.menu.clearCacheConfirm);
    const reloaded = page.waitForEvent('load');
    await page.locator('.adm-dialog-button', { hasText: en.menu.system.clearCache }).click();
    await reloaded;
    await byTestId(page, 'header-login').waitFor({ state: 'visible' });
    expect(await storedValue(page, 'token')).toBeUndefined();
    const left = await page.evaluate(async () => ({
      local: Object.keys(localStorage).sort(),
      session: sessionStorage.length,
      cookie: document.cookie,
      databases: (await indexedDB.databases()).map((database) => database.name),
      theme: document.documentElement.dataset.theme,
    }));
    // What is left was written again by the fresh start: the public app configuration only.
    expect(left).toEqual({
      local: ['domain', 'kefuToken', 'logoName', 'logoUrl'],
      session: 0,
      cookie: '',
      databases: [],
      theme: 'light',
    });
  });
});

describe('the side menu signed out', () => {
  it('offers sign-in, which opens the sign-in page', async () => {
    const phone = await suite.open();
    const { page } = phone;
    await open(page, '/home');
    const menu = await openMenu(page);
    expect(await menu.locator('[data-testid="menu-account"]').innerText()).toContain(en.menu.account.signedOut);
    await menu.locator('[data-testid="menu-sign-in"]').click();
    await page.waitForURL((url) => url.pathname === '/login');
    await byTestId(page, 'side-menu').waitFor({ state: 'hidden' });
    expect(await byTestId(page, 'page-title').innerText()).toBe(en.route.login);
    await byTestId(page, 'login-preview').waitFor({ state: 'visible' });
  });
});
