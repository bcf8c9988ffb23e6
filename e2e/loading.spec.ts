import { formatPrice } from '@halyard/shared';
import Decimal from 'decimal.js';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { byTestId, messages, recordedToasts, recordToasts, type Locale } from './support/app.js';
import { lastPrice, pinPrice } from './support/feed.js';
import { freshKey, memberPhone } from './support/member.js';
import { phoneSuite } from './support/phone.js';

/**
 * Loading and failure as a member on a poor connection meets them: the shell of index.html paints
 * at once, skeletons (never a lone spinner) hold the places of what is loading, and a failed
 * call says so in the member's language with a retry that works.
 */
const suite = phoneSuite();

/**
 * A slow phone network, as the browser sees it: every answer 150 ms late (a Slow 4G round trip),
 * scripts 800 ms (about what 150 KB takes at 1.6 Mbit/s). Delayed in the browser's request routing,
 * which holds for the whole context: DevTools' network throttling holds only for the renderer it
 * was set on, and a loaded run once let the page load unthrottled in a new one (React then replaced
 * the shell at 276 ms, before the first paint at 300 ms).
 */
const SLOW_NETWORK_MS = { script: 800, other: 150 };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Page-side: when the React root replaced the shell, and whether a skeleton or a spinner was ever on screen. */
function watchLoading(): void {
  const seen = { shellReplacedAt: 0, skeleton: false, spinner: false };
  (window as unknown as { __loading: typeof seen }).__loading = seen;
  new MutationObserver(() => {
    const root = document.getElementById('root');
    if (!root) return;
    if (!seen.shellReplacedAt && !root.querySelector(':scope > .app-shell')) seen.shellReplacedAt = performance.now();
    if (root.querySelector('.page-body .skeleton')) seen.skeleton = true;
    if (root.querySelector('.page-body .adm-spin-loading')) seen.spinner = true;
  }).observe(document, { childList: true, subtree: true });
}

interface LoadingSeen {
  shellReplacedAt: number;
  skeleton: boolean;
  spinner: boolean;
  firstPaint: number;
}

function loadingSeen(page: Page): Promise<LoadingSeen> {
  return page.evaluate(() => ({
    ...(window as unknown as { __loading: Omit<LoadingSeen, 'firstPaint'> }).__loading,
    firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY,
  }));
}

describe('a cold load on a slow network', () => {
  it('paints the app shell before the app has started, then skeletons of the page, never a blank page or a lone spinner', async () => {
    const phone = await suite.open(async (context) => {
      await context.addInitScript(watchLoading);
      await context.route('**/*', async (route) => {
        await pause(route.request().resourceType() === 'script' ? SLOW_NETWORK_MS.script : SLOW_NETWORK_MS.other);
        await route.continue();
      });
    });
    const { page } = phone;

    await page.goto('/home', { waitUntil: 'commit' });
    await byTestId(page, 'app-shell').waitFor({ state: 'visible' });
    await page.screenshot({ path: new URL('../test-results/screenshots/slow-shell.png', import.meta.url).pathname });
    await byTestId(page, 'market-list').waitFor({ state: 'visible', timeout: 30_000 });
    const seen = await loadingSeen(page);
    // The first paint showed the shell: React replaced it only later. (How soon it paints is a
    // benchmark's figure, bench/cold-load.ts: a bound in milliseconds here would measure the machine's load.)
    expect(seen.shellReplacedAt).toBeGreaterThan(seen.firstPaint);
    expect(seen.skeleton, 'a skeleton held the markets while they loaded').toBe(true);
    expect(seen.spinner, 'no spinner stood in for a page or a list').toBe(false);
  });
});

describe("a quotes page's first paint", () => {
  it('shows the pair’s last price and 24 h change with the HTML, before any script has run', async () => {
    // Scripts held back for good: what is on screen is the HTML alone.
    const phone = await suite.open(async (context) => {
      await context.route('**/assets/*.js', () => undefined);
    });
    const { page } = phone;

    // ETH pinned: the price the HTML brings is known to the cent. A quotes page keeps its figures a
    // second, so the pin is in the HTML within one.
    const { price } = await pinPrice('ethusdt', (await lastPrice('ethusdt')).times('1.001').toDecimalPlaces(2, Decimal.ROUND_DOWN));
    const pinned = formatPrice(price.toFixed(), 2);
    await expect.poll(async () => (await (await phone.context.request.get('/chart?symbol=ethusdt')).text()).includes(`>${pinned}</strong>`)).toBe(true);
    await page.goto('/chart?symbol=ethusdt', { waitUntil: 'commit' });
    const quote = byTestId(page, 'shell-quote');
    expect(await quote.locator('.app-shell__quote-last').innerText()).toBe(pinned);
    const detail = (await (await phone.context.request.get('/api/market/detail?symbol=ethusdt')).json()) as { data: { close: number } };
    expect(detail.data.close).toBe(price.toNumber());
    expect(await quote.locator('.app-shell__quote-change').innerText()).toMatch(/^[+-]?\d+\.\d{2}%$/);
    await phone.screenshot('first-quote-chart');

    await page.goto('/trade?symbol=solusdt', { waitUntil: 'commit' });
    expect(await byTestId(page, 'shell-quote').locator('.app-shell__quote-pair').innerText()).toBe('SOL/USDT');
    await phone.screenshot('first-quote-trade');
  });
});

describe("a quotes page's largest paint", () => {
  it('is the price that came with the HTML: nothing the app draws after it counts as larger', async () => {
    const phone = await memberPhone(suite, freshKey('largest-paint'), {
      setup: async (context) => {
        await context.addInitScript(watchLoading);
        await context.addInitScript(() => {
          const entries: string[] = [];
          (window as unknown as { __largest: typeof entries }).__largest = entries;
          new PerformanceObserver((list) => {
            // The element may be gone by the time this runs: React has replaced the shell.
            for (const entry of list.getEntries() as LargestContentfulPaint[]) entries.push(entry.element?.className ?? 'replaced');
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        });
      },
    });
    const { page } = phone;
    // Scripts as late as on a slow phone network: the shell paints before the app can replace it.
    // Without it, a loaded machine once drew its first frame after React had (the shell never
    // painted, so the app's price was the only paint, and the largest).
    await phone.context.route('**/assets/*.js', async (route) => {
      await pause(SLOW_NETWORK_MS.script);
      await route.continue();
    });
    // Lighthouse's phone (a Moto G Power's 412 x 823), where a pixel's difference once made the page's own copy a later, larger paint.
    await page.setViewportSize({ width: 412, height: 823 });
    for (const [path, price] of [
      ['/chart?symbol=btcusdt', 'stat-last'],
      ['/trade', 'pair-last'],
    ] as const) {
      await page.goto(path);
      await expect.poll(() => byTestId(page, price).innerText()).toMatch(/\d/);
      // Two frames for any later paint to be reported.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const largest = await page.evaluate(() => (window as unknown as { __largest: string[] }).__largest);
      const seen = await loadingSeen(page);
      expect(seen.shellReplacedAt, `${path}: the shell painted before the app replaced it`).toBeGreaterThan(seen.firstPaint);
      // One largest paint: the HTML's figures (or gone with the shell React replaced), never a later one the app drew.
      expect(largest, path).toHaveLength(1);
      expect(['app-shell__quote-figures', 'replaced'], path).toContain(largest[0]);
    }
  });
});

describe('the scripts a first page runs', () => {
  it('open with V8\'s compile hint for the libraries and the entry only, so their functions compile off the main thread', async () => {
    const phone = await suite.open();
    const { page } = phone;
    const firstLines = new Map<string, Promise<string>>();
    page.on('response', (response) => {
      const file = new URL(response.url()).pathname;
      if (file.startsWith('/assets/') && file.endsWith('.js')) firstLines.set(file, response.text().then((body) => body.split('\n', 1)[0] ?? ''));
    });
    await page.goto('/home');
    await page.locator('.market-row').first().waitFor();
    const hinted = new Map(await Promise.all(Array.from(firstLines, async ([file, line]) => [file, (await line) === '//# allFunctionsCalledOnLoad'] as const)));
    const of = (prefix: string) => Array.from(hinted).filter(([file]) => file.startsWith(`/assets/${prefix}-`));
    expect(of('vendor').map(([, hint]) => hint)).toEqual([true]);
    expect(of('index').map(([, hint]) => hint)).toEqual([true]);
    // The home page's own chunk, like every other, compiles lazily: much of a chunk never runs.
    expect(of('home').length).toBeGreaterThan(0);
    expect(of('home').every(([, hint]) => !hint)).toBe(true);
    expect(Array.from(hinted.values()).filter(Boolean)).toHaveLength(2);
  });
});

describe('a call that cannot reach the server', () => {
  it.each(['en_US', 'de_DE'] as Locale[])('says so in the member language, once, and the retry works (%s)', async (locale) => {
    const catalogue = messages(locale);
    const phone = await suite.open();
    const { page } = phone;
    suite.expectErrors(/net::ERR_INTERNET_DISCONNECTED/);
    await recordToasts(page);
    await page.route('**/api/home/getAlldDetails', (route) => route.abort('internetdisconnected'));
    // The socket's ticker pushes would fill the list by themselves: kept silent, only the retry can.
    await page.routeWebSocket(/\/ws(\?|$)/, () => undefined);
    await page.goto(`/home?lang=${locale}`);

    const failure = byTestId(page, 'section-markets').locator('[data-testid="error-state"]');
    await failure.waitFor({ state: 'visible' });
    expect(await failure.locator('[data-testid="error-text"]').innerText()).toBe(catalogue.common.networkError);
    expect(await failure.innerText()).not.toContain('Failed to fetch');
    // Shown where it happened, not a second time as a toast.
    expect(await recordedToasts(page)).toEqual([]);

    await page.unroute('**/api/home/getAlldDetails');
    await failure.locator('[data-testid="error-retry"]').click();
    await byTestId(page, 'market-list').waitFor({ state: 'visible' });
    await failure.waitFor({ state: 'detached' });
    if (locale === 'de_DE') await phone.screenshot('network-error-retried-de');
  });
});
