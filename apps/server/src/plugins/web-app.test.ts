import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_HOST, type TestApp } from '../testing/build-test-app.js';
import { BANNER_ART_REFRESH_MS, readWebApp, webAppPlugin } from './web-app.js';

/** A folder holding a built web app that is just `html`. */
function webDistWith(html: string): string {
  const webDist = mkdtempSync(path.join(tmpdir(), 'halyard-web-'));
  writeFileSync(path.join(webDist, 'index.html'), html);
  return webDist;
}

/** The whole server for one describe block, serving a web app that is just `html`. */
function serverWithWebApp(html: string): { app: () => TestApp['app'] } {
  let t: TestApp | undefined;
  let webDist = '';
  beforeAll(async () => {
    webDist = webDistWith(html);
    t = await buildTestApp({ webDist });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDist, { recursive: true, force: true });
  });
  return {
    app: () => {
      if (!t) throw new Error('the server is not up');
      return t.app;
    },
  };
}

describe('the web app behind the server', () => {
  const boot = "document.documentElement.setAttribute('data-theme', 'dark');";
  const html = `<!doctype html><title>Halyard</title><script>${boot}</script><script type="module" src="/assets/index.js"></script><div id="root"><div class="app-shell"></div></div>`;
  const t = serverWithWebApp(html);

  it.each(['/', '/home', '/markets', '/topUp/12'])('answers HEAD %s as GET does, without the body', async (url) => {
    const get = await t.app().inject({ method: 'GET', url, headers: { host: TEST_HOST } });
    const head = await t.app().inject({ method: 'HEAD', url, headers: { host: TEST_HOST } });
    expect(get.statusCode).toBe(200);
    expect(get.body).toBe(html);
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    for (const name of ['content-type', 'content-length', 'cache-control', 'content-security-policy']) {
      expect(head.headers[name], name).toBe(get.headers[name]);
    }
  });

  it('allows the page’s inline boot script by its hash, and no other inline script', async () => {
    const page = await t.app().inject({ method: 'GET', url: '/home', headers: { host: TEST_HOST } });
    const scriptSrc = /script-src ([^;]*)/.exec(String(page.headers['content-security-policy']))?.[1]?.split(' ');
    const hash = createHash('sha256').update(boot).digest('base64');
    expect(scriptSrc).toEqual(["'self'", `'sha256-${hash}'`]);
  });

  it('sends the page gzipped to a client that takes it, and revalidates it by its ETag', async () => {
    const zipped = await t.app().inject({ method: 'GET', url: '/home', headers: { host: TEST_HOST, 'accept-encoding': 'gzip' } });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(html);
    const etag = String(zipped.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await t.app().inject({ method: 'GET', url: '/trade', headers: { host: TEST_HOST, 'if-none-match': etag } });
    expect([again.statusCode, again.body]).toEqual([304, '']);
    const stale = await t.app().inject({ method: 'GET', url: '/trade', headers: { host: TEST_HOST, 'if-none-match': '"older"' } });
    expect([stale.statusCode, stale.body]).toEqual([200, html]);
  });

  it('keeps HEAD on an unknown API path a 404 envelope, never the page', async () => {
    const head = await t.app().inject({ method: 'HEAD', url: '/api/nothing', headers: { host: TEST_HOST } });
    expect(head.statusCode).toBe(404);
    expect(head.headers['content-type']).toContain('application/json');
  });

  it('serves no page for other methods', async () => {
    const post = await t.app().inject({ method: 'POST', url: '/home', headers: { host: TEST_HOST } });
    expect(post.statusCode).toBe(404);
  });
});

describe("home's page", () => {
  const shell = '<div class="skeleton-block app-shell__banner"><img class="app-shell__banner-art" alt="" width="380" height="152" /></div>';
  const html = `<!doctype html><html><head><title>Halyard</title></head><body><div id="root"><div class="app-shell">${shell}</div></div></body></html>`;
  const t = serverWithWebApp(html);

  it('comes with the first banner’s art in the shell, asked for ahead of the scripts, the same art the banners list starts with', async () => {
    const banners = await t.app().inject({ method: 'GET', url: '/api/system/banner/listH5?pageNum=1&pageSize=20', headers: { host: TEST_HOST, 'accept-language': 'ja-JP' } });
    const cover = (banners.json() as { data: { rows: Array<{ cover?: string }> } }).data.rows[0]?.cover;
    expect(cover).toMatch(/^\/api\/files\/content\/.+\.svg$/);
    for (const url of ['/', '/home', '/home?lang=de_DE']) {
      const page = await t.app().inject({ method: 'GET', url, headers: { host: TEST_HOST } });
      expect(page.body, url).toBe(
        html
          .replace('<head>', `<head><link rel="preload" as="image" href="${cover}" fetchpriority="high">`)
          .replace('<img class="app-shell__banner-art"', `<img class="app-shell__banner-art" src="${cover}"`),
      );
    }
    const home = await t.app().inject({ method: 'GET', url: '/home', headers: { host: TEST_HOST } });
    const trade = await t.app().inject({ method: 'GET', url: '/trade', headers: { host: TEST_HOST } });
    expect(trade.body).toBe(html);
    // Two pages, two ETags: a cached /trade never answers for /home.
    expect(home.headers.etag).not.toBe(trade.headers.etag);
    const revalidated = await t.app().inject({ method: 'GET', url: '/home', headers: { host: TEST_HOST, 'if-none-match': String(home.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
  });
});

describe("home's page over time", () => {
  it('asks for the first banner at most once per refresh window and follows a new one after it', async () => {
    const webDist = webDistWith('<html><head></head><body><img class="app-shell__banner-art" alt=""></body></html>');
    let clock = 0;
    let art: string | null = '/api/files/content/one.svg';
    let asked = 0;
    const app = Fastify();
    await app.register(webAppPlugin, {
      webApp: readWebApp(webDist),
      firstBannerArt: () => {
        asked += 1;
        return Promise.resolve(art);
      },
      firstQuote: () => undefined,
      now: () => clock,
    });
    try {
      const src = async () => /src="([^"]*)"/.exec((await app.inject({ method: 'GET', url: '/home' })).body)?.[1] ?? null;
      expect(await src()).toBe('/api/files/content/one.svg');
      art = '/api/files/content/two.svg';
      clock = BANNER_ART_REFRESH_MS - 1;
      expect(await src()).toBe('/api/files/content/one.svg');
      expect(asked).toBe(1);
      clock = BANNER_ART_REFRESH_MS;
      expect(await src()).toBe('/api/files/content/two.svg');
      // No banners any more: the plain page.
      art = null;
      clock = 2 * BANNER_ART_REFRESH_MS;
      expect(await src()).toBeNull();
      expect(asked).toBe(3);
    } finally {
      await app.close();
      rmSync(webDist, { recursive: true, force: true });
    }
  });
});

