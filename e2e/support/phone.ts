import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const PHONE_VIEWPORT = { width: 390, height: 844 };

/** Flags without which Chromium keeps dialling out on this closed network. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
}

export interface Phone {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
  url(pathname: string): string;
  screenshot(name: string): Promise<void>;
  close(): Promise<void>;
}

/** A fresh phone-sized browsing context (no storage), collecting console errors. */
export async function openPhone(browser: Browser, setup?: (context: BrowserContext) => Promise<void>): Promise<Phone> {
  const baseUrl = inject('baseUrl');
  const context = await browser.newContext({
    viewport: PHONE_VIEWPORT,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    baseURL: baseUrl,
    locale: 'en-US',
  });
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
