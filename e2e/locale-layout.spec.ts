import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { byTestId, LOCALES, open, signInWithPreview, type Locale } from './support/app.js';
import { phoneSuite } from './support/phone.js';

/**
 * Every language on a small phone (360x800): the main pages fit the screen (nothing wider than
 * it), and no button, label or input of the order forms holds more text than its box. Then German
 * figures read the German way (88.966,63) on the trade page and in the server's first paint.
 */
const suite = phoneSuite();
const SMALL_PHONE = { width: 360, height: 800 };

interface MainPage {
  name: string;
  path: string;
  /** What shows once the page has drawn its content. */
  ready: string;
}

/** The contract order form, checked on its own: its layout is being reworked (issue 33, item 2). */
const CONTRACT_PAGE: MainPage = { name: 'trade contract', path: '/trade?symbol=btcusdt&mode=contract', ready: 'contract-form' };

/** The other main pages. */
const PAGES: readonly MainPage[] = [
  { name: 'home', path: '/home', ready: 'market-board' },
  { name: 'markets', path: '/currency', ready: 'market-list' },
  { name: 'trade spot', path: '/trade?symbol=btcusdt&mode=spot', ready: 'spot-form' },
  { name: 'option', path: '/option?symbol=btcusdt', ready: 'option-form' },
  { name: 'chart', path: '/chart?symbol=btcusdt', ready: 'kline-chart' },
  { name: 'assets overview', path: '/overview', ready: 'section-accounts' },
  { name: 'web3', path: '/blockchain', ready: 'web3-entries' },
  { name: 'staking', path: '/staking', ready: 'staking-summary' },
  { name: 'blind box', path: '/blindBox', ready: 'section-tiers' },
  { name: 'messages', path: '/messages', ready: 'page-title' },
];

const ORDER_FORMS = '[data-testid="spot-form"], [data-testid="contract-form"], [data-testid="option-form"]';

interface Fit {
  /** The document's width against the screen's. */
  scrollWidth: number;
  width: number;
  /** Order form controls whose text is wider than their box. */
  overflowing: string[];
}

/** Page-side: how the page fits the screen, and which order form controls overflow. */
function fitOf(forms: string): Fit {
  const describe = (element: Element) =>
    element.getAttribute('data-testid') ?? `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ').join('.')}` : ''} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
  const overflowing: string[] = [];
  for (const form of Array.from(document.querySelectorAll(forms))) {
    const controls = [form, ...Array.from(form.querySelectorAll('button, label, input, .adm-button, [role="radio"], [role="tab"]'))];
    for (const control of controls) {
      const box = control as HTMLElement;
      if (box.clientWidth === 0) continue;
      if (box.scrollWidth > box.clientWidth + 1) overflowing.push(`${describe(control)}: ${box.scrollWidth} > ${box.clientWidth}`);
    }
  }
  return { scrollWidth: document.documentElement.scrollWidth, width: window.innerWidth, overflowing };
}

/** Opens a page in a language and waits for its content (no loading state left on it). */
async function openIn(page: Page, path: string, ready: string, locale: Locale): Promise<void> {
  await open(page, `${path}${path.includes('?') ? '&' : '?'}lang=${locale}`);
  await byTestId(page, ready).first().waitFor({ state: 'visible' });
  await page.waitForFunction(() => document.querySelector('main [data-testid="loading-state"]') === null);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** What does not fit on each of `pages` in a language, as `page: problem` lines (none expected). */
async function misfitsIn(page: Page, locale: Locale, pages: readonly MainPage[]): Promise<string[]> {
  const problems: string[] = [];
  for (const { name, path, ready } of pages) {
    await openIn(page, path, ready, locale);
    const fit = await page.evaluate(fitOf, ORDER_FORMS);
    if (fit.scrollWidth > fit.width) problems.push(`${name}: the page is ${fit.scrollWidth} px wide on a ${fit.width} px screen`);
    problems.push(...fit.overflowing.map((control) => `${name}: ${control}`));
  }
  return problems;
}

/** German figures: thousands with dots, cents after a comma. */
const GERMAN_PRICE = /^\d{1,3}(\.\d{3})+,\d{2}$/;

describe('every language on a 360 px phone', () => {
  it.each(LOCALES)('%s: the main pages fit the screen and the spot and option forms their text', { timeout: 120_000 }, async (locale) => {
    const phone = await suite.open();
    await phone.page.setViewportSize(SMALL_PHONE);
    await signInWithPreview(phone);
    expect(await misfitsIn(phone.page, locale, PAGES)).toEqual([]);
  });

  it.each(LOCALES)('%s: the contract order form fits its column beside the book', async (locale) => {
    const phone = await suite.open();
    await phone.page.setViewportSize(SMALL_PHONE);
    await signInWithPreview(phone);
    expect(await misfitsIn(phone.page, locale, [CONTRACT_PAGE])).toEqual([]);
  });
});

describe('German figures', () => {
  it('read 88.966,63 on the trade page, in the markets list and in the first paint', async () => {
    const phone = await suite.open();
    const { page } = phone;
    await phone.page.setViewportSize(SMALL_PHONE);
    await signInWithPreview(phone);
    // The server writes the first figures into the HTML in the asked language.
    const html = await (await page.request.get(phone.url('/trade?symbol=btcusdt&lang=de_DE'))).text();
    const firstPaint = /<strong class="app-shell__quote-last[^"]*">([^<]+)<\/strong>/.exec(html)?.[1];
    expect(firstPaint).toMatch(GERMAN_PRICE);

    await openIn(page, '/trade?symbol=btcusdt', 'spot-form', 'de_DE');
    await expect.poll(() => byTestId(page, 'pair-last').first().innerText()).toMatch(GERMAN_PRICE);
    await openIn(page, '/currency', 'market-list', 'de_DE');
    const btc = page.locator('[data-testid="market-list"] [data-testid="market-price"]').first();
    await expect.poll(() => btc.innerText()).toMatch(/^\d{1,3}(\.\d{3})*,\d+$/);
    await phone.screenshot('locale-markets-de-360');
  });
});
