import { formatPrice, MARKET_PAIRS, pricePrecisionOf } from '@halyard/shared';
import Decimal from 'decimal.js';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { byTestId, en, messages, open, signInWithPreview } from './support/app.js';
import { lastPrice, pinPrice } from './support/feed.js';
import { phoneSuite } from './support/phone.js';

/**
 * The market pages, live: each live update is proved by pinning the pair's price and waiting for
 * the page to show exactly it (in a list row, the book, the trades), not by waiting for the
 * market to happen to move.
 */
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

/** Pins the pair a tenth of a percent above its price now, and returns the price as its pages show it. */
async function pinAbove(pair: string): Promise<string> {
  const places = pricePrecisionOf(pair);
  const { price } = await pinPrice(pair, (await lastPrice(pair)).times('1.001').toDecimalPlaces(places, Decimal.ROUND_DOWN));
  return formatPrice(price.toFixed(), places);
}

/** The price of the newest trade of a list. */
function newestTradePrice(list: Locator): Promise<string> {
  return list.locator('[data-testid="trade-price"]').first().innerText();
}

describe('market pages', () => {
  it('shows the markets live on home under hot, gainers, losers and turnover, and a row opens its chart', async () => {
    const phone = await suite.open();
    const { page } = phone;
    await open(page, '/home');
    // Hot: the featured pairs, majors first, ten of them.
    await expect.poll(async () => (await shownRows(page)).length).toBe(10);
    const rows = await shownRows(page);
    expect(rows.slice(0, 2).map((row) => row.pair)).toEqual(['BTC/USDT', 'ETH/USDT']);
    // The coins in view show their 64x64 image (a PNG: an SVG image costs the page a document of its own).
    const bitcoin = byTestId(page, 'market-row-btcusdt').locator('img.coin-icon__image--loaded');
    await expect.poll(() => bitcoin.evaluate((image: HTMLImageElement) => [image.naturalWidth, new URL(image.src).pathname]), { timeout: 10_000 }).toEqual([64, '/coins/btc.png']);
    await byTestId(page, 'board-tab-gainers').click();
    await expect.poll(async () => (await shownRows(page)).every((row) => row.change.startsWith('+'))).toBe(true);
    const gains = (await shownRows(page)).map((row) => percentOf(row.change));
    expect(gains).toEqual([...gains].sort((a, b) => b - a));
    await byTestId(page, 'board-tab-losers').click();
    await expect.poll(async () => (await shownRows(page)).every((row) => row.change.startsWith('-'))).toBe(true);
    await byTestId(page, 'board-tab-turnover').click();
    await expect.poll(async () => (await shownRows(page)).length).toBe(10);
    await byTestId(page, 'board-tab-hot').click();
    await expect.poll(async () => (await shownRows(page)).map((row) => row.pair)[0]).toBe('BTC/USDT');
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
    // Live: the list shows BTC's new price with the next push.
    const btc = await pinAbove('btcusdt');
    await expect.poll(async () => (await shownRows(page)).find((row) => row.pair === 'BTC/USDT')?.price).toBe(btc);

    await signInWithPreview(phone);
    await byTestId(page, 'market-row-ethusdt').click();
    await page.waitForURL(/\/chart\?symbol=ethusdt$/);
    await expect.poll(() => byTestId(page, 'quotes-pair').innerText()).toBe('ETH/USDT');
  });

  it('lists, searches and sorts the quotes on /currency, live, and opens a pair on /trade', async () => {
    const phone = await suite.open();
    const { page } = phone;
    await signInWithPreview(phone);
    // Home's "all markets" leads here.
    await byTestId(page, 'board-more').click();
    await page.waitForURL((url) => url.pathname === '/currency');
    await expect.poll(async () => (await shownRows(page)).length).toBe(MARKET_PAIRS.length);
    expect((await shownRows(page)).map((row) => row.pair)).toContain('DFA/USDT');
    expect((await shownRows(page)).map((row) => row.pair)).not.toContain('DFI/USDT');
    const eth = await pinAbove('ethusdt');
    await expect.poll(async () => (await shownRows(page)).find((row) => row.pair === 'ETH/USDT')?.price).toBe(eth);

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
    await expect.poll(() => byTestId(page, 'pair-picker').innerText()).toContain('ETH/USDT');
  });

  it('shows a pair on /trade: its live price beside the picker, a compact book, the full book and trades a tap away', async () => {
    const phone = await suite.open();
    const { page } = phone;
    await signInWithPreview(phone);
    await open(page, '/trade?symbol=solusdt');
    // The pair is named once, by its picker; the header says where the member is.
    expect(await byTestId(page, 'pair-picker').innerText()).toContain('SOL/USDT');
    expect(await byTestId(page, 'page-title').innerText()).toBe(en.route.trade);
    await expect.poll(() => byTestId(page, 'pair-last').innerText()).not.toBe('--');
    expect(await byTestId(page, 'pair-change').innerText()).toMatch(/^[+-]?\d+\.\d{2}%$/);
    // Beside the form, 7 levels a side; asks above the last price, bids below, each read top to bottom from the highest price.
    await expect.poll(() => byTestId(page, 'book-bid').count()).toBe(7);
    expect(await byTestId(page, 'book-ask').count()).toBe(7);
    const { asks, bids } = await byTestId(page, 'order-book').evaluate((book) => {
      const prices = (side: string) =>
        Array.from(book.querySelectorAll(`[data-testid="book-${side}"] [data-testid="book-price"]`), (cell) => Number(cell.textContent?.replace(/,/g, '')));
      return { asks: prices('ask'), bids: prices('bid') };
    });
    expect(asks).toEqual([...asks].sort((a, b) => b - a));
    expect(bids).toEqual([...bids].sort((a, b) => b - a));
    expect(bids[0]).toBeLessThan(asks.at(-1) ?? 0);
    // Spot is the default mode: its order form sits beside the book.
    await byTestId(page, 'spot-form').waitFor({ state: 'visible' });
    // Live: the price and the book follow the index: it lies between the best bid and the best ask, a step apart.
    const sol = await pinAbove('solusdt');
    await expect.poll(() => byTestId(page, 'pair-last').innerText()).toBe(sol);
    const pinned = Number(sol.replace(/,/g, ''));
    await expect
      .poll(() =>
        byTestId(page, 'order-book').evaluate((book, price) => {
          const best = (side: string, at: 'first' | 'last') => {
            const cells = Array.from(book.querySelectorAll(`[data-testid="book-${side}"] [data-testid="book-price"]`), (cell) => Number(cell.textContent?.replace(/,/g, '')));
            return at === 'first' ? cells[0] : cells.at(-1);
          };
          const [bid, ask] = [best('bid', 'first') ?? 0, best('ask', 'last') ?? 0];
          return bid <= price && price <= ask && bid < ask && ask - bid < 0.05;
        }, pinned),
      )
      .toBe(true);

    // The whole book (20 levels a side) and the latest trades, in a sheet.
    await byTestId(page, 'book-and-trades').click();
    const sheet = byTestId(page, 'book-and-trades-sheet');
    await expect.poll(() => sheet.locator('[data-testid="book-bid"]').count()).toBe(20);
    expect(await sheet.locator('[data-testid="book-ask"]').count()).toBe(20);
    await byTestId(page, 'book-and-trades-tabs-trades').click();
    await expect.poll(() => sheet.locator('[data-testid="trade-row"]').count()).toBe(20);
    // New trades come on top, at the index.
    await expect.poll(() => newestTradePrice(sheet.locator('[data-testid="trade-list"]'))).toBe(sol);
    await byTestId(page, 'book-and-trades-close').click();
    await sheet.waitFor({ state: 'detached' });

    // Choosing another pair in the picker moves the page to it.
    await byTestId(page, 'pair-picker').click();
    await page.locator('.pair-picker__sheet [data-testid="market-search"] input').fill('doge');
    await page.locator('.pair-picker__sheet [data-testid="market-row-dogeusdt"]').click();
    await expect.poll(() => byTestId(page, 'pair-picker').innerText()).toContain('DOGE/USDT');
    expect(new URL(page.url()).searchParams.get('symbol')).toBe('dogeusdt');

    await byTestId(page, 'book-and-trades').click();
    await byTestId(page, 'trade-open-history').click();
    await page.waitForURL(/\/history\?symbol=dogeusdt$/);
    await expect.poll(() => byTestId(page, 'trade-row').count()).toBeGreaterThanOrEqual(50);
    expect(await byTestId(page, 'list-end').innerText()).toBe(en.common.noMore);
    expect(await byTestId(page, 'quotes-pair').innerText()).toBe('DOGE/USDT');
    const doge = await pinAbove('dogeusdt');
    await expect.poll(() => newestTradePrice(byTestId(page, 'trade-list'))).toBe(doge);
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
    expect(await byTestId(page, 'trade-mode-contract').innerText()).toBe(zh.trade.mode.contract);
    await byTestId(page, 'book-and-trades').click();
    expect(await byTestId(page, 'book-and-trades-sheet').locator('h2').innerText()).toBe(zh.trade.bookAndTrades);
    expect(await byTestId(page, 'book-and-trades-tabs-book').innerText()).toBe(zh.markets.book.title);
    expect(await byTestId(page, 'book-and-trades-tabs-trades').innerText()).toBe(zh.markets.trades.title);
  });
});
