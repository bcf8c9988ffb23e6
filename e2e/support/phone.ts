import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { appBaseUrl } from './base-url.js';
import { launchChromium } from './chromium.js';

export const PHONE_VIEWPORT = { width: 390, height: 844 };
/** How long one browser step (a click, a wait for an element) may take unless it says otherwise. */
const STEP_TIMEOUT_MS = 20_000;

export interface Phone {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
  url(pathname: string): string;
  screenshot(name: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Context settings a test may change, e.g. a viewer's time zone (`America/New_York`), a 3x screen,
 * or the service worker (blocked unless a test is about it: page.route must see every request).
 */
export type PhoneOptions = Pick<BrowserContextOptions, 'timezoneId' | 'deviceScaleFactor' | 'serviceWorkers'> & {
  /** Another app server than this worker's (a spec that starts its own, e.g. against a local chain). */
  baseUrl?: string;
};

/** A fresh phone-sized browsing context (no storage), collecting console errors. */
export async function openPhone(browser: Browser, setup?: (context: BrowserContext) => Promise<void>, { baseUrl = appBaseUrl(), ...options }: PhoneOptions = {}): Promise<Phone> {
  const context = await browser.newContext({
    viewport: PHONE_VIEWPORT,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    baseURL: baseUrl,
    locale: 'en-US',
    serviceWorkers: 'block',
    ...options,
  });
  // Below the test's own 60 s: a wait that never ends fails as itself, naming what it waited for,
  // instead of the whole test timing out with no clue which step stalled.
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  await setup?.(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => {
    // A 429 would surface as odd UI errors; say plainly that the API's rate limit was hit.
    if (response.status() === 429) errors.push(`429 Too Many Requests (server rate limit) for ${response.url()}`);
  });
  return {
    context,
    page,
    errors,
    url: (pathname) => new URL(pathname, baseUrl).toString(),
    async screenshot(name) {
      const folder = path.resolve(new URL('../../test-results/screenshots', import.meta.url).pathname);
      mkdirSync(folder, { recursive: true });
      await page.screenshot({ path: path.join(folder, `${name}.png`) });
    },
    close: () => context.close(),
  };
}

export interface PhoneSuite {
  /** A fresh phone for this test, closed after it; the test fails on any unexpected console error. */
  open(setup?: (context: BrowserContext) => Promise<void>, options?: PhoneOptions): Promise<Phone>;
  /** Console errors this test provokes on purpose (a 401 response, a refused frame). */
  expectErrors(...patterns: RegExp[]): void;
}

/**
 * Every page still open when a test failed (the member's and the operator's alike), saved as
 * `test-results/failures/<test>-<n>.png`: what the browser showed is the first clue to a failure
 * that only a loaded CI machine provokes.
 */
async function screenshotFailure(browser: Browser, testName: string): Promise<void> {
  const folder = path.resolve(new URL('../../test-results/failures', import.meta.url).pathname);
  mkdirSync(folder, { recursive: true });
  const name = testName.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
  const pages = browser.contexts().flatMap((context) => context.pages());
  await Promise.all(pages.map((page, index) => page.screenshot({ path: path.join(folder, `${name}-${index + 1}.png`) }).catch(() => undefined)));
  console.error(`Screenshots of ${pages.length} open page(s) at the failure: ${folder}/${name}-*.png (${pages.map((page) => page.url()).join(', ')})`);
}

/** One Chromium per spec file and a fresh phone per test: no React error, CSP violation or failed request goes unnoticed. */
export function phoneSuite(): PhoneSuite {
  let browser: Browser | undefined;
  let phone: Phone | undefined;
  let expected: RegExp[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && browser) await screenshotFailure(browser, context.task.name);
    const errors = (phone?.errors ?? []).filter((error) => !expected.some((pattern) => pattern.test(error)));
    await phone?.close();
    phone = undefined;
    expected = [];
    expect(errors).toEqual([]);
  });
  return {
    async open(setup, options) {
      if (!browser) throw new Error('Chromium is not running: call phoneSuite() at the top of a spec file');
      phone = await openPhone(browser, setup, options);
      return phone;
    },
    expectErrors(...patterns) {
      expected.push(...patterns);
    },
  };
}

/**
 * The page as it is now, light and dark, at a phone's size (and a desktop's when asked), saved as
 * `<name>-<size>-<theme>` under test-results/screenshots/; then back to light at a phone's size.
 * Waits for any toast to go, so none covers the page.
 */
export async function screenshotsInThemes(phone: Phone, name: string, { desktop = false } = {}): Promise<void> {
  // Every toast, however many are up (two quick saves show two).
  await phone.page.waitForFunction(() => document.querySelector('.adm-toast-main') === null);
  const sizes = [['phone', PHONE_VIEWPORT], ...(desktop ? ([['desktop', { width: 1280, height: 800 }]] as const) : [])] as const;
  const setTheme = (value: string) =>
    phone.page.evaluate((theme) => {
      document.documentElement.dataset.theme = theme;
      document.documentElement.dataset.prefersColorScheme = theme;
    }, value);
  for (const [size, viewport] of sizes) {
    await phone.page.setViewportSize(viewport);
    for (const theme of ['light', 'dark']) {
      await setTheme(theme);
      await phone.screenshot(`${name}-${size}-${theme}`);
    }
  }
  await setTheme('light');
  await phone.page.setViewportSize(PHONE_VIEWPORT);
}
