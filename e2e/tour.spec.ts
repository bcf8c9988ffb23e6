import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { byTestId, en, expectToast, messages, navigateInApp, open, signInWithPreview, type Messages } from './support/app.js';
import { phoneSuite } from './support/phone.js';

/** The guided tour (driver.js) on home, blockchain and overview: next, previous and done, translated. */
const suite = phoneSuite();

const title = (page: Page) => page.locator('.driver-popover-title').innerText();

/** Walks a page's tour: forward to the end, one step back and forth, then done; answers the titles seen. */
async function walkTour(page: Page, catalogue: Messages): Promise<string[]> {
  await byTestId(page, 'tour-button').click();
  await page.locator('.driver-popover').waitFor({ state: 'visible' });
  expect(await page.locator('.driver-popover-prev-btn').innerText()).toBe(catalogue.tour.previous);
  const titles = [await title(page)];
  for (;;) {
    const next = page.locator('.driver-popover-next-btn');
    if ((await next.innerText()) === catalogue.tour.done) break;
    await next.click();
    await expect.poll(() => title(page)).not.toBe(titles.at(-1));
    titles.push(await title(page));
  }
  await page.locator('.driver-popover-prev-btn').click();
  await expect.poll(() => title(page)).toBe(titles.at(-2));
  await page.locator('.driver-popover-next-btn').click();
  await expect.poll(() => title(page)).toBe(titles.at(-1));
  expect(await page.locator('.driver-popover-progress-text').innerText()).toBe(catalogue.tour.progress.replace('{{current}}', String(titles.length)).replace('{{total}}', String(titles.length)));
  await page.locator('.driver-popover-next-btn').click();
  await page.locator('.driver-popover').waitFor({ state: 'detached' });
  await byTestId(page, 'tour-button').waitFor({ state: 'visible' });
  return titles;
}

describe('the guided tour', () => {
  it('asks to log in first without a signed-in wallet', async () => {
    const phone = await suite.open();
    const { page } = phone;
    await open(page, '/home');
    await byTestId(page, 'tour-button').click();
    await expectToast(page, en.session.pleaseLogIn);
    expect(await page.locator('.driver-popover').count()).toBe(0);
  });

  it('walks home, blockchain and overview, forward and back, in English', async () => {
    const phone = await suite.open();
    const { page } = phone;
    await signInWithPreview(phone);
    await byTestId(page, 'banner-swiper').waitFor({ state: 'visible' });
    await byTestId(page, 'bulletin-ticker').waitFor({ state: 'visible' });
    await byTestId(page, 'tour-button').click();
    await page.locator('.driver-popover').waitFor({ state: 'visible' });
    await phone.screenshot('tour-home-en');
    await page.locator('.driver-popover-close-btn').click();
    await page.locator('.driver-popover').waitFor({ state: 'detached' });

    const home = await walkTour(page, en);
    expect(home).toEqual(['banners', 'bulletins', 'entries', 'markets', 'messages', 'support', 'menu'].map((step) => en.tour.home[step as keyof Messages['tour']['home']].title));

    await navigateInApp(page, '/blockchain', en.route.blockchain);
    expect(await walkTour(page, en)).toEqual([en.tour.blockchain.pools.title, en.tour.blockchain.plans.title, en.tour.blockchain.tabs.title]);

    await navigateInApp(page, '/overview', en.route.overview);
    await byTestId(page, 'section-accounts').waitFor({ state: 'visible' });
    expect(await walkTour(page, en)).toEqual([en.tour.overview.total.title, en.tour.overview.actions.title, en.tour.overview.accounts.title, en.tour.overview.tabs.title]);

    // Other pages have no tour.
    await navigateInApp(page, '/bulletinInfo', en.route.bulletinInfo);
    expect(await byTestId(page, 'tour-button').count()).toBe(0);
  });

  it('speaks Traditional Chinese in the dark theme', async () => {
    const phone = await suite.open();
    const { page } = phone;
    const zh = messages('zh_TW');
    await signInWithPreview(phone);
    await open(page, '/overview?lang=zh_TW');
    await page.evaluate(() => localStorage.setItem('theme', JSON.stringify({ v: 1, value: 'dark', expiresAt: null })));
    await open(page, '/overview');
    await byTestId(page, 'section-accounts').waitFor({ state: 'visible' });
    await byTestId(page, 'tour-button').click();
    await expect.poll(() => title(page)).toBe(zh.tour.overview.total.title);
    expect(await page.locator('.driver-popover-next-btn').innerText()).toBe(zh.tour.next);
    await phone.screenshot('tour-overview-zh-dark');
    await page.locator('.driver-popover-close-btn').click();
    await page.locator('.driver-popover').waitFor({ state: 'detached' });
  });
});
