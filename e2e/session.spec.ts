import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  byTestId,
  DEMO_ADDRESS,
  en,
  expectedTabLabels,
  expectToast,
  messages,
  open,
  openMenu,
  recordedToasts,
  recordToasts,
  shortAddress,
  storedValue,
  tabLabels,
} from './support/app.js';
import { phoneSuite } from './support/phone.js';
import { injectWallet } from './support/wallet.js';

const suite = phoneSuite();

async function htmlAttribute(page: Page, name: string): Promise<string | null> {
  return page.evaluate((attribute) => document.documentElement.getAttribute(attribute), name);
}

/** Clicks the header's login button and, if the app offers a wallet picker, picks the test wallet. */
async function signInWithHeaderButton(page: Page): Promise<void> {
  await byTestId(page, 'header-login').click();
  const picker = byTestId(page, 'wallet-option-dev.halyard.testwallet');
  const address = byTestId(page, 'header-address');
  await Promise.race([picker.waitFor({ state: 'visible' }), address.waitFor({ state: 'visible' })]);
  if (await picker.isVisible()) await picker.click();
  await address.waitFor({ state: 'visible' });
}

describe('session with an injected wallet', () => {
  it('signs in from the home header and shows the account in the header and the drawer', async () => {
    let wallet: Awaited<ReturnType<typeof injectWallet>> | undefined;
    const phone = await suite.open(async (context) => {
      wallet = await injectWallet(context);
    });
    const { page } = phone;
    if (!wallet) throw new Error('no wallet');
    await open(page, '/home');
    await expect.poll(() => byTestId(page, 'header-login').innerText()).toBe(en.session.login);

    await byTestId(page, 'header-login').click();
    await expectToast(page, en.session.signedIn);
    const header = byTestId(page, 'header-address');
    await header.waitFor({ state: 'visible' });
    expect(await header.innerText()).toBe(shortAddress(wallet.address));
    expect(await header.getAttribute('title')).toBe(wallet.address);
    const dotColour = await header.locator('.wallet-button__dot').evaluate((dot) => getComputedStyle(dot).backgroundColor);
    const [red, green, blue] = (dotColour.match(/\d+/g) ?? []).map(Number);
    expect(green, `the dot is green, not ${dotColour}`).toBeGreaterThan((red ?? 0) + 40);
    expect(green).toBeGreaterThan(blue ?? 0);
    expect(await byTestId(page, 'header-login').count()).toBe(0);

    // The wallet signed a real EIP-4361 message for this host and address; the server checked it.
    expect(wallet.signed).toHaveLength(1);
    expect(wallet.signed[0]).toContain(`${new URL(page.url()).host} wants you to sign in with your Ethereum account:`);
    expect(wallet.signed[0]).toContain(wallet.address);
    expect(await storedValue(page, 'address')).toBe(wallet.address);
    expect(typeof (await storedValue(page, 'token'))).toBe('string');
    await phone.screenshot('session-signed-in');

    const menu = await openMenu(page);
    const tail = wallet.address.slice(-6);
    await expect.poll(() => byTestId(page, 'menu-address').innerText()).toContain(tail);
    expect(await byTestId(page, 'menu-address').innerText()).not.toContain(wallet.address.slice(2, 8));
    await expect.poll(() => byTestId(page, 'menu-mbid').innerText()).toMatch(/^\d{8}$/);
    expect(await byTestId(page, 'menu-credit-score').innerText()).toBe('100');
    expect(await menu.innerText()).toContain(en.menu.system.logout);
    // A full-screen drawer whose menu grid has three columns (spec §2).
    const drawer = await menu.evaluate((body) => (body.closest('.side-menu') ?? body).getBoundingClientRect().toJSON() as DOMRect);
    expect(Math.round(drawer.width)).toBe(page.viewportSize()?.width);
    const columns = await page
      .locator('.menu-grid')
      .first()
      .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(3);
    const groups = await menu.innerText();
    for (const label of [en.menu.market.title, en.menu.message.title, en.menu.system.title, en.menu.market.stakingRecord, en.menu.message.manualDetail]) {
      expect(groups).toContain(label);
    }
    await phone.screenshot('session-drawer');

    // Still signed in after a reload: the session lives in storage.
    await page.reload();
    await byTestId(page, 'header-address').waitFor({ state: 'visible' });
  });

  it('offers a choice when several wallets announce themselves, and signs in with the one picked', async () => {
    let address = '';
    const phone = await suite.open(async (context) => {
      ({ address } = await injectWallet(context, { decoy: true }));
    });
    const { page } = phone;
    await open(page, '/home');
    await byTestId(page, 'header-login').click();
    await byTestId(page, 'wallet-picker').waitFor({ state: 'visible' });
    expect(await byTestId(page, 'wallet-picker').innerText()).toContain(en.session.chooseWallet);
    await byTestId(page, 'wallet-option-dev.halyard.decoy').waitFor({ state: 'visible' });
    await phone.screenshot('session-wallet-picker');
    await signInWithHeaderButtonPicked(page);
    expect(await byTestId(page, 'header-address').innerText()).toBe(shortAddress(address));
  });

  it('switches the language to German from the drawer, and keeps it after a reload', async () => {
    const phone = await suite.open();
    const { page } = phone;
    const de = messages('de_DE');
    await open(page, '/home');
    expect(await tabLabels(page)).toEqual(expectedTabLabels('en_US'));
    expect(await htmlAttribute(page, 'lang')).toBe('en-US');

    await openMenu(page);
    await byTestId(page, 'menu-language').click();
    await byTestId(page, 'menu-language-list').waitFor({ state: 'visible' });
    await byTestId(page, 'menu-lang-de_DE').click();
    await expect.poll(() => htmlAttribute(page, 'lang')).toBe('de-DE');
    await expect.poll(() => tabLabels(page)).toEqual(expectedTabLabels('de_DE'));
    expect(await byTestId(page, 'menu-lang-de_DE').getAttribute('aria-current')).toBe('true');
    expect(await byTestId(page, 'menu-language').innerText()).toBe('Deutsch');
    expect(await byTestId(page, 'side-menu').innerText()).toContain(de.menu.title);
    expect(await storedValue(page, 'web3Lang')).toBe('de_DE');
    await phone.screenshot('session-german-drawer');

    await page.reload();
    await page.waitForSelector('[data-testid="tab-bar"]');
    await expect.poll(() => tabLabels(page)).toEqual(expectedTabLabels('de_DE'));
    expect(await htmlAttribute(page, 'lang')).toBe('de-DE');
    expect(await byTestId(page, 'header-login').innerText()).toBe(de.session.login);
    // The German catalogue really is German (the translators' work is in the bundle, not a copy of English).
    expect(expectedTabLabels('de_DE'), 'de_DE.json tab labels are still the English ones').not.toEqual(expectedTabLabels('en_US'));
    expect(de.session.login).not.toBe(en.session.login);
  });

  it('toggles the dark theme, keeps it after a reload, and toggles back', async () => {
    const phone = await suite.open();
    const { page } = phone;
    await open(page, '/home');
    expect(await htmlAttribute(page, 'data-theme')).toBe('light');
    const lightBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

    await openMenu(page);
    await byTestId(page, 'menu-theme').click();
    await expect.poll(() => htmlAttribute(page, 'data-theme')).toBe('dark');
    expect(await byTestId(page, 'menu-theme').getAttribute('data-theme-value')).toBe('dark');
    expect(await byTestId(page, 'menu-theme').innerText()).toBe(en.menu.system.themeValue.replace('{{value}}', en.menu.system.themeDark));
    expect(await storedValue(page, 'theme')).toBe('dark');
    await byTestId(page, 'menu-close').click();
    await byTestId(page, 'side-menu').waitFor({ state: 'hidden' });
    const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(darkBackground).not.toBe(lightBackground);
    await phone.screenshot('session-dark-home');

    await page.reload();
    await page.waitForSelector('[data-testid="home-header"]');
    expect(await htmlAttribute(page, 'data-theme')).toBe('dark');
    expect(await htmlAttribute(page, 'data-prefers-color-scheme')).toBe('dark');

    await openMenu(page);
    expect(await byTestId(page, 'menu-theme').getAttribute('data-theme-value')).toBe('dark');
    await byTestId(page, 'menu-theme').click();
    await expect.poll(() => htmlAttribute(page, 'data-theme')).toBe('light');
    expect(await storedValue(page, 'theme')).toBe('light');
    await page.reload();
    await page.waitForSelector('[data-testid="home-header"]');
    expect(await htmlAttribute(page, 'data-theme')).toBe('light');
  });

  it('signs out only after confirmation: cancel keeps the drawer open, confirm ends the session', async () => {
    const phone = await suite.open(async (context) => {
      await injectWallet(context);
    });
    const { page } = phone;
    await open(page, '/home');
    await signInWithHeaderButton(page);
    const token = await storedValue(page, 'token');
    expect(typeof token).toBe('string');
    // Sign out from a sub-page: confirming goes to / and so to /home.
    await byTestId(page, 'tab-overview').click();
    await page.waitForURL('**/overview');
    await page.waitForSelector('[data-testid="sub-page-bar"]');

    await openMenu(page);
    await byTestId(page, 'menu-logout').click();
    const dialog = page.locator('.adm-dialog-body');
    await dialog.waitFor({ state: 'visible' });
    expect(await dialog.innerText()).toContain(en.menu.logoutConfirm);
    await phone.screenshot('session-logout-confirm');
    await page.locator('.adm-dialog-button', { hasText: en.common.cancel }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await byTestId(page, 'side-menu').isVisible()).toBe(true);
    expect(await byTestId(page, 'menu-address').isVisible()).toBe(true);
    expect(typeof (await storedValue(page, 'token'))).toBe('string');
    expect(new URL(page.url()).pathname).toBe('/overview');

    await byTestId(page, 'menu-logout').click();
    await dialog.waitFor({ state: 'visible' });
    await page.locator('.adm-dialog-button', { hasText: en.common.confirm }).click();
    await expectToast(page, en.menu.logoutSuccess);
    await page.waitForURL((url) => url.pathname === '/home');
    await byTestId(page, 'side-menu').waitFor({ state: 'hidden' });
    await byTestId(page, 'header-login').waitFor({ state: 'visible' });
    expect(await byTestId(page, 'header-address').count()).toBe(0);
    expect(await storedValue(page, 'token')).toBeUndefined();
    expect(await storedValue(page, 'address')).toBeUndefined();
    await phone.screenshot('session-signed-out');

    // The token was revoked on the server, not only forgotten here.
    const info = await fetch(phone.url('/api/member/app/getInfo'), { headers: { authorization: `Bearer ${token}` } });
    expect(((await info.json()) as { code: number }).code).toBe(401);
  });

  it('aborts silently when the wallet returns an empty signature', async () => {
    let requests: string[] = [];
    const phone = await suite.open(async (context) => {
      ({ requests } = await injectWallet(context, { signEmpty: true }));
    });
    const { page } = phone;
    await open(page, '/home');
    await recordToasts(page);
    await byTestId(page, 'header-login').click();
    // viem loads on the first sign-in: on a busy machine that takes more than the default second.
    await expect.poll(() => requests.includes('personal_sign'), { timeout: 10_000 }).toBe(true);
    // The button is disabled while signing; it comes back once the attempt is over, after any
    // message about it was raised.
    await expect.poll(() => byTestId(page, 'header-login').isEnabled(), { timeout: 10_000 }).toBe(true);
    expect(await recordedToasts(page)).toEqual([]);
    expect(await byTestId(page, 'header-address').count()).toBe(0);
    expect(await byTestId(page, 'header-login').innerText()).toBe(en.session.login);
    expect(await storedValue(page, 'token')).toBeUndefined();
  });
});

describe('preview mode (no wallet)', () => {
  it('shows the mock sign dialog, closes it on cancel and signs the demo account in on confirm', async () => {
    const phone = await suite.open();
    const { page } = phone;
    await open(page, '/home');
    await byTestId(page, 'header-login').click();
    const dialog = byTestId(page, 'preview-dialog');
    await dialog.waitFor({ state: 'visible' });
    const text = await dialog.innerText();
    expect(await byTestId(page, 'preview-host').innerText()).toBe(new URL(page.url()).host);
    // Spec §4: network "Ethereum Mainnet" (chain 1) and message "Login" (the statement signed).
    expect(text).toContain(en.session.preview.network);
    expect(text).toContain('Ethereum Mainnet');
    expect(text).toContain(en.session.preview.message);
    expect(text).toMatch(/\bLogin\b/);
    await phone.screenshot('session-preview-dialog');

    await byTestId(page, 'preview-cancel').click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await byTestId(page, 'header-login').isVisible()).toBe(true);
    expect(await storedValue(page, 'token')).toBeUndefined();

    await byTestId(page, 'header-login').click();
    await dialog.waitFor({ state: 'visible' });
    const loginResponse = page.waitForResponse((response) => response.url().endsWith('/api/member/app/login'));
    await byTestId(page, 'preview-confirm').click();
    const response = await loginResponse;
    const body = (await response.json()) as { code: number; data: { token?: string } | null };
    expect(response.request().method()).toBe('POST');
    const sent = response.request().postDataJSON() as { address: string; signature: string; message: string };
    expect(sent.address).toBe(DEMO_ADDRESS);
    expect(sent.signature).toMatch(/^0x[0-9a-f]{130}$/i);
    expect(sent.message).toContain(`${new URL(page.url()).host} wants you to sign in`);
    expect(sent.message).toContain(`${DEMO_ADDRESS}\n\nLogin\n`);
    expect(body.code).toBe(200);
    expect(typeof body.data?.token).toBe('string');

    await byTestId(page, 'header-address').waitFor({ state: 'visible' });
    expect(await byTestId(page, 'header-address').innerText()).toBe(shortAddress(DEMO_ADDRESS));
    expect(shortAddress(DEMO_ADDRESS)).toBe('0x8802...9512');
    await dialog.waitFor({ state: 'hidden' });
    expect(await storedValue(page, 'token')).toBe(body.data?.token);
  });

  it('switches to Japanese with ?lang=ja_JP in the address', async () => {
    const phone = await suite.open();
    const { page } = phone;
    const ja = messages('ja_JP');
    await open(page, '/home?lang=ja_JP');
    await expect.poll(() => htmlAttribute(page, 'lang')).toBe('ja-JP');
    await expect.poll(() => tabLabels(page)).toEqual(expectedTabLabels('ja_JP'));
    expect(await byTestId(page, 'header-login').innerText()).toBe(ja.session.login);
    expect(await storedValue(page, 'web3Lang')).toBe('ja_JP');
    expect(ja.session.login, 'ja_JP.json still has the English login label').not.toBe(en.session.login);
    await phone.screenshot('session-japanese');
  });
});

/** The picker is already open: choose the test wallet. */
async function signInWithHeaderButtonPicked(page: Page): Promise<void> {
  await byTestId(page, 'wallet-option-dev.halyard.testwallet').click();
  await byTestId(page, 'wallet-picker').waitFor({ state: 'hidden' });
  await byTestId(page, 'header-address').waitFor({ state: 'visible' });
}

describe('no wallet, preview mode off', () => {
  it('says "No wallet found" and signs nobody in', async () => {
    const phone = await suite.open(async (context) => {
      // The server's own answer, with preview mode switched off as PREVIEW_MODE=false would.
      await context.route('**/api/home/getKefu', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { data: Record<string, unknown> };
        await route.fulfill({ response, json: { ...body, data: { ...body.data, previewMode: false } } });
      });
    });
    const { page } = phone;
    await open(page, '/home');
    await byTestId(page, 'header-login').click();
    await expectToast(page, en.session.noWallet);
    expect(await byTestId(page, 'preview-dialog').isVisible()).toBe(false);
    expect(await storedValue(page, 'token')).toBeUndefined();
    expect(await byTestId(page, 'header-login').isVisible()).toBe(true);
  });
});
