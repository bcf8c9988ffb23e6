import { readFileSync } from 'node:fs';
import { DEMO_ADDRESS, LOCALES, type Locale } from '@halyard/shared';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type messagesEnUs from '../../apps/web/src/locales/en_US.json';
import type { Phone } from './phone.js';

export type Messages = typeof messagesEnUs;
export { DEMO_ADDRESS, LOCALES, type Locale };

const localesFolder = new URL('../../apps/web/src/locales/', import.meta.url);
const catalogues = new Map<Locale, Messages>();

/** A locale's messages, read from the app's own JSON file (the same the build bundles). */
export function messages(locale: Locale): Messages {
  let catalogue = catalogues.get(locale);
  if (!catalogue) {
    catalogue = JSON.parse(readFileSync(new URL(`${locale}.json`, localesFolder), 'utf8')) as Messages;
    catalogues.set(locale, catalogue);
  }
  return catalogue;
}

export const en = messages('en_US');

/** Header form of an address: first 6 and last 4 characters. */
export function shortAddress(address: string): string {
  return `${address.slice(0, 6)}...${address.slice(-4)}`;
}

/** Any of the app's three headers: the app has rendered a route. */
export const ANY_HEADER = '[data-testid="home-header"], [data-testid="sub-page-bar"], [data-testid="quotes-header"]';

export function byTestId(page: Page, testId: string): Locator {
  return page.locator(`[data-testid="${testId}"]`);
}

/** The antd-mobile toast showing `text` (toasts last 1 s, so wait for it right after the action). */
export function toast(page: Page, text: string): Locator {
  return page.locator('.adm-toast-main', { hasText: text });
}

export async function expectToast(page: Page, text: string): Promise<void> {
  await toast(page, text).first().waitFor({ state: 'visible', timeout: 5_000 });
}

/** Goes to a path and waits until the app has rendered some route (header present, overlay gone). */
export async function open(page: Page, pathname: string): Promise<void> {
  await page.goto(pathname);
  await page.waitForSelector(ANY_HEADER);
}

/** One localStorage value in the app's versioned envelope ({v, value, expiresAt}); undefined when absent. */
export async function storedValue(page: Page, key: string): Promise<unknown> {
  return page.evaluate((name) => {
    const raw = window.localStorage.getItem(name);
    if (raw === null) return undefined;
    const parsed = JSON.parse(raw) as { v?: number; value?: unknown };
    return parsed.v === 1 ? parsed.value : undefined;
  }, key);
}

/** Tab bar labels, in order: home, blockchain, currency, contract, staking, overview. */
export const TAB_KEYS = ['home', 'blockchain', 'currency', 'contract', 'staking', 'overview'] as const;

export async function tabLabels(page: Page): Promise<string[]> {
  return Promise.all(TAB_KEYS.map((key) => byTestId(page, `tab-${key}`).innerText()));
}

export function expectedTabLabels(locale: Locale): string[] {
  const catalogue = messages(locale);
  return TAB_KEYS.map((key) => catalogue.tab[key]);
}

export async function openMenu(page: Page): Promise<Locator> {
  await byTestId(page, 'header-menu').click();
  const menu = byTestId(page, 'side-menu');
  await menu.waitFor({ state: 'visible' });
  // The drawer slides in from the right; wait until it has arrived (stable screenshots, real clicks).
  await expect
    .poll(() => menu.evaluate((body) => Math.round((body.closest('.side-menu') ?? body).getBoundingClientRect().left)))
    .toBe(0);
  return menu;
}

/**
 * Preview mode (no wallet injected): the header button opens the mock sign dialog; confirming
 * signs the demo account in through the server's real SIWE login.
 */
export async function signInWithPreview(phone: Phone): Promise<void> {
  const { page } = phone;
  await open(page, '/home');
  await byTestId(page, 'header-login').click();
  await byTestId(page, 'preview-confirm').click();
  await byTestId(page, 'header-address').waitFor({ state: 'visible' });
  expect(await byTestId(page, 'header-address').innerText()).toContain(shortAddress(DEMO_ADDRESS));
  expect(typeof (await storedValue(page, 'token'))).toBe('string');
}

/** Page-side: keeps the text of every toast shown in window.__toasts (survives nothing; see below). */
function toastRecorder(): void {
  const holder = window as unknown as { __toasts?: string[] };
  if (holder.__toasts) return;
  const seen: string[] = [];
  holder.__toasts = seen;
  const collect = () => {
    for (const node of Array.from(document.querySelectorAll('.adm-toast-main'))) {
      const text = node.textContent ?? '';
      if (!seen.includes(text)) seen.push(text);
    }
  };
  new MutationObserver(collect).observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * Records the text of every toast from now on, on this document and (through an init script)
 * every later one. Toasts last only 1 s, so a test that must prove "no toast", or catch one that
 * appears during a redirect, reads this record instead of the DOM.
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(toastRecorder);
  await page.evaluate(toastRecorder);
}

export async function recordedToasts(page: Page): Promise<string[]> {
  return page.evaluate(() => [...((window as unknown as { __toasts?: string[] }).__toasts ?? [])]);
}

/**
 * Client-side navigation without reloading the document, through the router's own history
 * listener (pushState + popstate is what a browser back/forward looks like to react-router):
 * a route visit then costs what it costs a user who taps a link, not a document load.
 *
 * Resolves once the new route has committed: the app sets document.title from the route's title
 * after each navigation, so the title is blanked first and awaited.
 */
export async function navigateInApp(page: Page, pathname: string, expectedTitle: string): Promise<void> {
  await page.evaluate((to) => {
    document.title = '';
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, pathname);
  await page.waitForFunction((title) => document.title !== '' && document.title.includes(title), expectedTitle);
}
