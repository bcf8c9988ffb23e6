import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { byTestId, en, open } from './support/app.js';
import { freshKey, memberPhone } from './support/member.js';
import { phoneSuite } from './support/phone.js';

const suite = phoneSuite();

/** The pairs the quotes list shows, top to bottom. */
function shownPairs(page: Page): Promise<string[]> {
  return page.locator('[data-testid^="market-row-"] [data-testid="market-pair"]').allInnerTexts();
}

function tabOrder(page: Page): Promise<string[]> {
  return page.locator('[data-testid^="quotes-tab-"][role="tab"]').allInnerTexts();
}

describe('favourite pairs', () => {
  it('stars pairs from the list and the trade screen, keeps them with the account across a reload, and lists them in their tab', async () => {
    const phone = await memberPhone(suite, freshKey('favourites'));
    const { page } = phone;
    await open(page, '/currency');
    // No favourites yet: All comes first, and the Favourites tab says how to add one.
    await byTestId(page, 'market-row-btcusdt').waitFor();
    expect(await tabOrder(page)).toEqual([en.markets.favourites.tab.all, en.markets.favourites.tab.favourites]);
    await byTestId(page, 'quotes-tab-favourites').click();
    expect(await byTestId(page, 'favourites-empty').innerText()).toContain(en.markets.favourites.empty);
    await byTestId(page, 'quotes-tab-all').click();

    await byTestId(page, 'favourite-ethusdt').click();
    await expect.poll(() => byTestId(page, 'favourite-ethusdt').getAttribute('aria-pressed')).toBe('true');
    await byTestId(page, 'favourite-btcusdt').click();
    await expect.poll(() => byTestId(page, 'favourite-btcusdt').getAttribute('aria-pressed')).toBe('true');
    // Kept by the server, not only on screen.
    await expect
      .poll(() => page.evaluate(async () => {
        const token = (JSON.parse(localStorage.getItem('token') ?? 'null') as { value?: string } | null)?.value;
        const response = await fetch('/api/member/favourites', { headers: { authorization: `Bearer ${token ?? ''}` } });
        return ((await response.json()) as { data: { pairs: string[] } }).data.pairs;
      }))
      .toEqual(['ethusdt', 'btcusdt']);

    await page.reload();
    // With favourites, their tab comes first and opens, in the order starred.
    await byTestId(page, 'market-row-ethusdt').waitFor();
    expect(await tabOrder(page)).toEqual([en.markets.favourites.tab.favourites, en.markets.favourites.tab.all]);
    expect(await byTestId(page, 'quotes-tab-favourites').getAttribute('aria-selected')).toBe('true');
    expect(await shownPairs(page)).toEqual(['ETH/USDT', 'BTC/USDT']);

    // The trade screen's star shows the pair starred and unstars it.
    await byTestId(page, 'market-row-ethusdt').click();
    await page.waitForURL((url) => url.pathname === '/trade');
    const star = byTestId(page, 'favourite-ethusdt');
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('false');
    await open(page, '/currency');
    await byTestId(page, 'market-row-btcusdt').waitFor();
    await expect.poll(() => shownPairs(page)).toEqual(['BTC/USDT']);
  });
});
