import { describe, expect, it } from 'vitest';
import { byTestId, en, messages, navigateInApp, open, signInWithPreview } from './support/app.js';
import { phoneSuite } from './support/phone.js';

/**
 * Content, end to end on the seeded set: events, bulletins and the FAQ as lists and pages, the
 * home page's banners and bulletin line, search over content, and the two documents; in English
 * and in German.
 */
const suite = phoneSuite();
const de = messages('de_DE');

describe('content pages', () => {
  it('reads an event and a bulletin, from their lists and from home', async () => {
    const phone = await suite.open();
    const { page } = phone;
    await signInWithPreview(phone);

    // Home: the banners, the rolling bulletin line, the quick entries and the partners.
    await byTestId(page, 'banner-swiper').waitFor({ state: 'visible' });
    await expect.poll(() => page.locator('[data-testid^="banner-"] .banner-swiper__text strong').allInnerTexts()).toContain('27 markets, live');
    expect(await page.locator('[data-testid="partner-grid"] img').count()).toBe(6);
    expect(await byTestId(page, 'quick-entries').innerText()).toContain(en.home.quick.blindBox);
    await phone.screenshot('content-home-en');

    await navigateInApp(page, '/officialInfo', en.route.officialInfo);
    const events = page.locator('[data-testid="official-list"] [data-testid^="event-"]');
    await expect.poll(() => events.count()).toBe(3);
    expect(await events.first().innerText()).toContain('Staking plans: 7, 30 and 90 days');
    // Three events fit one page: the list says there is no more.
    await byTestId(page, 'list-end').scrollIntoViewIfNeeded();
    expect(await byTestId(page, 'list-end').innerText()).toBe(en.common.noMore);
    await events.nth(2).click();
    await page.waitForURL(/\/officialInfo\/\d+$/);
    await expect.poll(() => byTestId(page, 'article-title').innerText()).toBe('Try every market with the demo account');
    expect(await byTestId(page, 'article-body').innerText()).toContain('100,000 USDT in the fund account');
    expect(await page.locator('[data-testid="article"] img.article__cover').getAttribute('loading')).toBe('lazy');
    await phone.screenshot('content-event-en');

    await open(page, '/bulletinInfo');
    const bulletins = page.locator('[data-testid="bulletin-list"] [data-testid^="article-"]');
    await expect.poll(() => bulletins.count()).toBe(5);
    expect(await bulletins.allInnerTexts()).toEqual(expect.arrayContaining([expect.stringContaining('Deposit and withdrawal rules')]));
    await bulletins.filter({ hasText: 'Deposit and withdrawal rules' }).click();
    await expect.poll(() => byTestId(page, 'article-title').innerText()).toBe('Deposit and withdrawal rules');
    expect(await byTestId(page, 'article-body').innerText()).toContain('the fee is 1 USDT');

    // The bulletin line on home opens the newest bulletin.
    await open(page, '/home');
    await byTestId(page, 'bulletin-ticker').waitFor({ state: 'visible' });
    // The lines, not the arrow beside them (which opens the list), and only once they have loaded.
    const first = page.locator('[data-testid^="ticker-line-"]').first();
    const title = await first.innerText();
    await first.click();
    await page.waitForURL(/\/bulletinInfo\/\d+$/);
    await expect.poll(() => byTestId(page, 'article-title').innerText()).toBe(title);
  });

  it('finds an FAQ answer by search, and opens answers in place grouped by topic', async () => {
    const phone = await suite.open();
    const { page } = phone;
    await signInWithPreview(phone);
    await open(page, '/search');
    await page.locator('[data-testid="market-search"] input').fill('liquidated');
    const answer = page.locator('[data-testid="search-manual"] [data-testid^="article-"]');
    await answer.first().waitFor({ state: 'visible' });
    expect(await answer.first().innerText()).toContain('When is a contract position liquidated?');
    await answer.first().click();
    await page.waitForURL(/\/manualDetail\/\d+$/);
    await expect.poll(() => byTestId(page, 'article-body').innerText()).toContain('0.5% of its notional value');

    await open(page, '/manualDetail');
    expect(await page.locator('[data-testid^="faq-topic-"] h2').allInnerTexts()).toEqual(
      [en.content.topic.gettingStarted, en.content.topic.funds, en.content.topic.trading, en.content.topic.safety].map((text) => text.toUpperCase()),
    );
    const question = page.locator('[data-testid^="faq-question-"]', { hasText: 'How do I deposit?' });
    await question.click();
    await expect.poll(() => page.locator('[data-testid^="faq-answer-"]').first().innerText()).toContain('transaction hash');
    await page.locator('[data-testid="faq-search"] input').fill('check a blind box');
    await expect.poll(() => page.locator('[data-testid^="faq-question-"]').allInnerTexts()).toEqual(['How can I check a blind box prize?']);
    await page.locator('[data-testid="faq-search"] input').fill('nothing like this');
    await byTestId(page, 'faq-empty').waitFor({ state: 'visible' });
    expect(await byTestId(page, 'faq-empty').innerText()).toBe(en.common.noData);
  });

  it('renders the white paper and the user agreement of the version sign-in accepts', async () => {
    const phone = await suite.open();
    const { page } = phone;
    await signInWithPreview(phone);
    await open(page, '/whitePaper');
    await expect.poll(() => byTestId(page, 'document-body').innerText()).toContain('A double-entry ledger');
    expect(await byTestId(page, 'document-title').innerText()).toBe('Halyard white paper');
    await open(page, '/tos');
    await expect.poll(() => byTestId(page, 'document-body').innerText()).toContain('How outcomes are decided');
    expect(await page.locator('[data-testid="tos"] .article__date').innerText()).toContain('2026-11-01');
    await page.locator('[data-testid="tos-accept"], [data-testid="tos-accepted"]').first().waitFor({ state: 'visible' });
  });

  it('speaks German: lists, pages, FAQ topics and documents in German', async () => {
    const phone = await suite.open();
    const { page } = phone;
    await signInWithPreview(phone);
    await open(page, '/officialInfo?lang=de_DE');
    await expect.poll(() => page.locator('[data-testid^="event-"] .event-card__title').allInnerTexts()).toEqual([
      'Staking-Pläne: 7, 30 und 90 Tage',
      'Blindboxen, die Sie selbst prüfen können',
      'Alle Märkte mit dem Demokonto ausprobieren',
    ]);
    expect(await page.locator('.event-card__badge').first().innerText()).toBe(de.content.eventBadge);
    await page.locator('[data-testid^="event-"]').first().click();
    await expect.poll(() => byTestId(page, 'article-body').innerText()).toContain('0,02 % pro Tag');
    await phone.screenshot('content-event-de');

    await open(page, '/manualDetail');
    await expect.poll(() => page.locator('[data-testid^="faq-topic-"] h2').first().innerText()).toBe(de.content.topic.gettingStarted.toUpperCase());
    await open(page, '/search');
    expect(await page.locator('[data-testid="market-search"] input').getAttribute('placeholder')).toBe(de.content.search.placeholder);
    await page.locator('[data-testid="market-search"] input').fill('Auszahlung');
    await page.locator('[data-testid="search-manual"]').waitFor({ state: 'visible' });
    expect(await byTestId(page, 'search-manual').locator('h2').innerText()).toBe(de.content.search.faq);
    await open(page, '/whitePaper');
    await expect.poll(() => byTestId(page, 'document-title').innerText()).toBe('Halyard-Whitepaper');
    expect(await byTestId(page, 'document-body').innerText()).toContain('Doppelte Buchführung');
    await phone.screenshot('content-white-paper-de');
  });
});
