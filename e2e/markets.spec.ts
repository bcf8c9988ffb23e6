import { MARKET_PAIRS } from '@halyard/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { byTestId, en, messages, open, signInWithPreview } from './support/app.js';
import { phoneSuite } from './support/phone.js';

const suite = phoneSuite();

/** The pairs and prices a list shows, top to bottom, as the user reads them. */
async function shownRows(page: Page): Promise<Array<{ pair: string; price: string; change: string }>> {
  return page.locator('[data-testid^="market-row-"]').evaluateAll((rows) =>
    rows.map((row) => ({
      pair: row.querySelector('[data-testid="market-pair"]')?.textContent ?? '',
      price: row.querySelector('[data-testid="market-price"]')?.textContent ?? '',
      change: row.querySelector('[data-testid="market-change"]')?.textContent ?? '',
    })),
  );
}

/** "+1.23%" -> 1.23 */
function percentOf(text: string): number {
  return Number(text.replace('%', ''));
}

/** Waits until the text of a locator differs from what it was: prices move live. */
async function expectTextToChange(read: () => Promise<string>, timeout = 8_000): Promise<void> {
  const before = await read();
  await expect.poll(read, { timeout, interval: 250 }).not.toBe(before);
}

describe('market pages', () => {
  it('shows every quoted pair live on home, and a row opens its chart', async () => {
    const phone = await suite.open();
    const { page } = phone;
    await open(page, '/home');
    await expect.poll(async () => (await shownRows(page)).length).toBe(MARKET_PAIRS.length);
    const rows = await shownRows(page);
    expect(rows[0]?.pair).toBe('BTC/USDT');
    expect(rows.map((row) => row.pair)).toContain('DFA/USDT');
    expect(rows.map((row) => row.pair)).not.toContain('DFI/USDT');
    // A rise reads green and a fall red: each badge's colour follows the sign it shows.
    const badges = await page.evaluate(() => {
      const colourOf = (value: string) => {
        const probe = document.createElement('span');
        probe.style.backgroundColor = value;
        document.body.append(probe);
        const colour = getComputedStyle(probe).backgroundColor;
        probe.remove();
        return colour;
      };
      return {
        up: colourOf('var(--hy-success)'),
        down: colourOf('var(--hy-danger)'),
        shown: Array.from(document.querySelectorAll('[data-testid="market-change"]'), (cell) => ({ text: cell.textContent ?? '', colour: getComputedStyle(cell).backgroundColor })),
      };
    });
    expect(badges.shown.filter((badge) => badge.text.startsWith('+') || badge.text.startsWith('-')).length).toBeGreaterThan(0);
    for (const badge of badges.shown) {
      if (badge.text.startsWith('+')) expect(badge.colour).toBe(badges.up);
      if (badge.text.startsWith('-')) expect(badge.colour).toBe(badges.down);
    }
    // Coins with a bigger turnover tick every second: some of the first prices must move.
    await expectTextToChange(async () => (await shownRows(page)).slice(0, 6).map((row) => row.price).join('|'));

    await signInWithPreview(phone);
    await byTestId(page, 'market-row-ethusdt').click();
    await page.waitForURL(/\/chart\?symbol=ethusdt$/);
    await expect.poll(() => byTestId(page, 'quotes-pair').innerText()).toBe('ETH/USDT');
  });

  it('lists, searches and sorts the quotes on /currency, live, and opens a pair on /trade', async () => {
    const phone = await suite.open();
    const { page } = phone;
    await signInWithPreview(phone);
    await open(page, '/currency');
    await expect.poll(async () => (await shownRows(page)).length).toBe(MARKET_PAIRS.length);
    await expectTextToChange(async () => (await shownRows(page)).slice(0, 6).map((row) => row.price).join('|'));

    await byTestId(page, 'sort-change').click();
    const sorted = (await shownRows(page)).map((row) => percentOf(row.change));
    expect(sorted).toEqual([...sorted].sort((a, b) => b - a));
    await byTestId(page, 'sort-change').click();
    const ascending = (await shownRows(page)).map((row) => percentOf(row.change));
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

    await page.locator('[data-testid="market-search"] input').fill('eth');
    await expect.poll(async () => (await shownRows(page)).map((row) => row.pair).sort()).toEqual(['ETC/USDT', 'ETH/USDT']);
    await page.locator('[data-testid="market-search"] input').fill('no such coin');
    await byTestId(page, 'empty-state').waitFor();
    expect(await byTestId(page, 'empty-state').innerText()).toContain(en.common.noData);

    await page.locator('[data-testid="market-search"] input').fill('ethereum');
    await byTestId(page, 'market-row-ethusdt').click();
    await page.waitForURL(/\/trade\?symbol=ethusdt$/);
    await expect.poll(() => byTestId(page, 'quotes-pair').innerText()).toBe('ETH/USDT');
  });

  it('shows the book, the latest trades and the 24 h figures of a pair on /trade, live', async () => {
    const phone = await suite.open();
    const { page } = phone;
    await signInWithPreview(phone);
    await open(page, '/trade?symbol=solusdt');
    await expect.poll(() => byTestId(page, 'quotes-pair').innerText()).toBe('SOL/USDT');
    await expect.poll(() => byTestId(page, 'book-bid').count()).toBe(20);
    expect(await byTestId(page, 'book-ask').count()).toBe(20);
    // Asks above the last price, bids below, each read top to bottom from the highest price.
    const { asks, bids } = await byTestId(page, 'order-book').evaluate((book) => {
      const prices = (side: string) =>
        Array.from(book.querySelectorAll(`[data-testid="book-${side}"] [data-testid="book-price"]`), (cell) => Number(cell.textContent?.replace(/,/g, '')));
      return { asks: prices('ask'), bids: prices('bid') };
    });
    expect(asks).toEqual([...asks].sort((a, b) => b - a));
    expect(bids).toEqual([...bids].sort((a, b) => b - a));
    expect(bids[0]).toBeLessThan(asks.at(-1) ?? 0);
    const low = Number((await byTestId(page, 'stat-low').innerText()).replace(/,/g, ''));
    const high = Number((await byTestId(page, 'stat-high').innerText()).replace(/,/g, ''));
    const last = Number((await byTestId(page, 'stat-last').innerText()).replace(/,/g, ''));
    expect(low).toBeLessThanOrEqual(last);
    expect(last).toBeLessThanOrEqual(high);
    expect(await byTestId(page, 'order-form-later').innerText()).toBe(en.markets.trade.orderFormLater);
    await expect.poll(() => byTestId(page, 'trade-row').count()).toBe(20);
    // The book is replaced every second and new trades come on top.
    await expectTextToChange(() => byTestId(page, 'order-book').innerText());
    await expectTextToChange(() => byTestId(page, 'trade-list').innerText());

    // Choosing another pair in the picker moves the page and the header to it.
    await byTestId(page, 'pair-picker').click();
    await page.locator('.pair-picker__sheet [data-testid="market-search"] input').fill('doge');
    await page.locator('.pair-picker__sheet [data-testid="market-row-dogeusdt"]').click();
    await expect.poll(() => byTestId(page, 'quotes-pair').innerText()).toBe('DOGE/USDT');
    expect(new URL(page.url()).searchParams.get('symbol')).toBe('dogeusdt');

    await byTestId(page, 'trade-open-history').click();
    await page.waitForURL(/\/history\?symbol=dogeusdt$/);
    await expect.poll(() => byTestId(page, 'trade-row').count()).toBeGreaterThanOrEqual(50);
    expect(await byTestId(page, 'list-end').innerText()).toBe(en.common.noMore);
    expect(await byTestId(page, 'quotes-pair').innerText()).toBe('DOGE/USDT');
    await expectTextToChange(() => byTestId(page, 'trade-list').innerText());
  });

  it('finds a coin by its full name on /search and opens its trade page', async () => {
    const phone = await suite.open();
    const { page } = phone;
    await signInWithPreview(phone);
    await open(page, '/search');
    await expect.poll(async () => (await shownRows(page)).length).toBe(MARKET_PAIRS.length);
    await page.locator('[data-testid="market-search"] input').fill('Dogecoin');
    await expect.poll(async () => (await shownRows(page)).map((row) => row.pair)).toEqual(['DOGE/USDT']);
    await byTestId(page, 'market-row-dogeusdt').click();
    await page.waitForURL(/\/trade\?symbol=dogeusdt$/);
  });

  it('speaks the chosen language on the market pages', async () => {
    const phone = await suite.open();
    const { page } = phone;
    const zh = messages('zh_TW');
    await signInWithPreview(phone);
    await open(page, '/currency?lang=zh_TW');
    await expect.poll(() => byTestId(page, 'sort-price').innerText()).toContain(zh.markets.columns.price);
    expect(await page.locator('[data-testid="market-search"] input').getAttribute('placeholder')).toBe(zh.markets.searchPlaceholder);
    await open(page, '/trade?symbol=btcusdt');
    expect(await byTestId(page, 'section-orderBook').locator('h2').innerText()).toBe(zh.markets.book.title);
    expect(await byTestId(page, 'section-trades').locator('h2').innerText()).toBe(zh.markets.trades.title);
  });
});
