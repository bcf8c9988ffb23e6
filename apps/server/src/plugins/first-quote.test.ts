import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { firstQuoteMarkup, type FirstQuote } from '@halyard/web/shell';
import { buildTestApp, createManualClock, TEST_HOST } from '../testing/build-test-app.js';
import { FIRST_QUOTE_REFRESH_MS, readWebApp, webAppPlugin } from './web-app.js';

const SHELL = '<html><head></head><body><div id="root"><div class="app-shell__body"><!-- first-quote --></div></div></body></html>';

function webDistWith(html: string): string {
  const webDist = mkdtempSync(path.join(tmpdir(), 'halyard-web-'));
  writeFileSync(path.join(webDist, 'index.html'), html);
  return webDist;
}

/** The figures of a served page: [price, change, trend]. */
function figuresOf(html: string): [string, string, string] | null {
  const match = /app-shell__quote-last app-shell__trend--(\w+)">([^<]*)<\/strong><br><span class="app-shell__quote-change app-shell__trend--\w+">([^<]*)</.exec(html);
  return match ? [match[2] ?? '', match[3] ?? '', match[1] ?? ''] : null;
}

describe('a quotes page over time', () => {
  it('keeps its figures for the refresh window, then follows the feed; each pair and page its own', async () => {
    const webDist = webDistWith(SHELL);
    let clock = 0;
    const quotes: Record<string, FirstQuote | undefined> = { btcusdt: { open: 100, close: 101 }, ethusdt: undefined };
    const app = Fastify();
    await app.register(webAppPlugin, { webApp: readWebApp(webDist), firstBannerArt: () => Promise.resolve(null), firstQuote: (pair) => quotes[pair], now: () => clock });
    try {
      const figures = async (url: string) => figuresOf((await app.inject({ method: 'GET', url })).body);
      expect(await figures('/trade')).toEqual(['101.00', '+1.00%', 'up']);
      quotes.btcusdt = { open: 100, close: 99 };
      clock = FIRST_QUOTE_REFRESH_MS - 1;
      expect(await figures('/trade')).toEqual(['101.00', '+1.00%', 'up']);
      // Another page of the same pair is built now, from the feed as it is now.
      expect(await figures('/chart')).toEqual(['99.00', '-1.00%', 'down']);
      clock = FIRST_QUOTE_REFRESH_MS;
      expect(await figures('/trade')).toEqual(['99.00', '-1.00%', 'down']);
      // A pair without a quote yet: the plain shell.
      const eth = await app.inject({ method: 'GET', url: '/chart?symbol=ethusdt' });
      expect(eth.body).toBe(SHELL);
      // The other pages never carry figures.
      expect((await app.inject({ method: 'GET', url: '/markets' })).body).toBe(SHELL);
    } finally {
      await app.close();
      rmSync(webDist, { recursive: true, force: true });
    }
  });
});

describe('the real server’s quotes pages', () => {
  it('carry the feed’s figures for the pair, as the market detail gives them', async () => {
    const webDist = webDistWith(SHELL);
    // The simulated market on a clock that stands still: the detail read here is the one the page is served with.
    const t = await buildTestApp({ webDist, clock: createManualClock(new Date('2026-11-24T15:20:07Z')) });
    try {
      for (const [url, pair] of [
        ['/chart?symbol=ethusdt', 'ethusdt'],
        ['/trade', 'btcusdt'],
      ] as const) {
        const detail = t.runtime.marketFeed.detail(pair);
        if (!detail) throw new Error(`no detail of ${pair}`);
        const page = await t.app.inject({ method: 'GET', url, headers: { host: TEST_HOST } });
        expect(page.statusCode).toBe(200);
        expect(page.headers['cache-control']).toBe('no-cache');
        expect(figuresOf(page.body)).toEqual(figuresOf(firstQuoteMarkup('chart', pair, detail)));
        expect(figuresOf(page.body)).not.toBeNull();
      }
    } finally {
      await t.close();
      rmSync(webDist, { recursive: true, force: true });
    }
  });
});
