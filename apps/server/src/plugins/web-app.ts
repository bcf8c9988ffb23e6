import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE, isLocale, ResponseCode, SOCKET_PATH, type Locale } from '@halyard/shared';
import { inlineScriptsOf, renderShell, shellRouteOf, type FirstQuote, type QuotesPage } from '@halyard/web/shell';
import { translate } from '../lib/translate.js';
import { fileAnswer } from './security-headers.js';

/** The language a page opens in, as the app decides it: `?lang=` when it names one of ours, else the request's (Accept-Language). */
function pageLocaleOf(request: FastifyRequest): Locale {
  const requested = new URLSearchParams(request.url.split('?')[1] ?? '').get('lang');
  return isLocale(requested) ? requested : request.locale;
}

/** The built web app: its folder and its index.html, read once at start like the rest of its files. */
export interface WebApp {
  readonly dist: string;
  readonly indexHtml: string;
}

export function readWebApp(webDist: string | null): WebApp | null {
  const index = webDist === null ? null : path.join(webDist, 'index.html');
  if (webDist === null || index === null || !existsSync(index)) return null;
  return { dist: webDist, indexHtml: readFileSync(index, 'utf8') };
}

/**
 * CSP sources for the inline scripts of the built index.html (the boot script, inlined so the
 * first paint waits for no request): each script's SHA-256, so exactly those run and no other
 * inline script does.
 */
export function inlineScriptSources(webApp: WebApp | null): string[] {
  if (!webApp) return [];
  return inlineScriptsOf(webApp.indexHtml).map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
}

interface Page {
  html: string;
  gzipped: Buffer;
  etag: string;
}

function pageOf(html: string): Page {
  return { html, gzipped: gzipSync(html, { level: 9 }), etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"` };
}

/**
 * Whether a file of the build is, or may run as, a document: a page, or a script outside the
 * hashed assets (the service worker and what it imports, whose policy is the one on its answer).
 * These keep a document's security headers; every other file gets nosniff alone.
 */
function runsAsDocument(file: string): boolean {
  return /\.(html?|m?js)$/.test(file);
}

/** How long home's page keeps the banner art it was built with: an operator's new first banner shows within this. */
export const BANNER_ART_REFRESH_MS = 10_000;

/** How long a quotes page keeps the figures it was built with; the page's own reads follow the feed from there. */
export const FIRST_QUOTE_REFRESH_MS = 1_000;

export interface WebAppOptions {
  webApp: WebApp | null;
  /** The first home banner's art, or null without banners. */
  firstBannerArt: () => Promise<string | null>;
  /** A pair's 24 h open and last price from the feed, or undefined while it has no quote. */
  firstQuote: (pair: string) => FirstQuote | undefined;
  now?: () => number;
}

/**
 * Serves the built web app with SPA fallback: any GET (or HEAD, which answers as GET does, without
 * the body) that is not the API and not a file gets index.html, from memory and gzipped for
 * clients that take it, revalidated by its ETag. Hashed assets are cached for a year, with no
 * validators, and they and the other files that are never documents carry no document headers
 * (security-headers.ts fileAnswer); each is sent as the build compressed it. The page is
 * the web app's first paint (renderShell of its shell): home's with the first banner's art,
 * `/chart`'s and `/trade`'s with their pair's last price and 24 h change.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, { webApp, firstBannerArt, firstQuote, now = Date.now }: WebAppOptions) => {
  if (webApp) {
    await app.register(fastifyStatic, {
      root: webApp.dist,
      wildcard: false,
      index: false,
      // The build writes each file's brotli and gzip beside it (apps/web/vite.config.ts): sent as
      // they are, never compressed again per request, and not routes of their own.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      acceptRanges: false,
      setHeaders: (reply, filePath) => {
        const file = filePath.replace(/\.(br|gz)$/, '');
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // A hashed name never changes content: nothing to revalidate.
        if (immutable) reply.removeHeader('etag').removeHeader('last-modified');
        if (immutable || !runsAsDocument(file)) fileAnswer(reply);
      },
    });
  }
  // The not-found handler is no route, so @fastify/compress never sees it: the page is gzipped once here.
  const page = webApp && pageOf(webApp.indexHtml);
  let home: { page: Page; art: string | null; at: number } | undefined;
  const homePage = async (plain: Page): Promise<Page> => {
    if (home && now() - home.at < BANNER_ART_REFRESH_MS) return home.page;
    const art = await firstBannerArt().catch(() => home?.art ?? null);
    const built = home && home.art === art ? home.page : art ? pageOf(renderShell({ template: plain.html, page: 'home', banner: art })) : plain;
    home = { page: built, art, at: now() };
    return built;
  };
  // One entry per quotes page and quoted pair at most: the pair is one of the feed's.
  const quotesPages = new Map<string, { page: Page; at: number }>();
  // The figures in the request's language (?lang= first, as the app reads it, then Accept-Language).
  const quotesPage = (plain: Page, page: QuotesPage, pair: string, locale: Locale): Page => {
    const key = `${page} ${pair} ${locale}`;
    const cached = quotesPages.get(key);
    if (cached && now() - cached.at < FIRST_QUOTE_REFRESH_MS) return cached.page;
    const quote = firstQuote(pair);
    const built = quote ? pageOf(renderShell({ template: plain.html, page, pair, quote, locale })) : plain;
    quotesPages.set(key, { page: built, at: now() });
    return built;
  };
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url.startsWith(`${API_BASE}/`) || request.url === API_BASE || request.url.startsWith(SOCKET_PATH);
    if (page && (request.method === 'GET' || request.method === 'HEAD') && !isApi) {
      const route = shellRouteOf(request.url);
      const served = route.page === 'home' ? await homePage(page) : route.page === 'other' ? page : quotesPage(page, route.page, route.pair, pageLocaleOf(request));
      reply.header('cache-control', 'no-cache').header('etag', served.etag).header('vary', 'accept-encoding').type('text/html; charset=utf-8');
      if (request.headers['if-none-match'] === served.etag) return reply.status(304).send();
      const gzip = negotiate(request.headers['accept-encoding'] ?? '', ['gzip']) === 'gzip';
      const body = gzip ? served.gzipped : served.html;
      if (gzip) reply.header('content-encoding', 'gzip');
      // HEAD answers as GET does, without the body.
      if (request.method === 'HEAD') return reply.header('content-length', Buffer.byteLength(body)).send();
      return reply.send(body);
    }
    return reply.status(404).send({
      code: ResponseCode.notFound,
      msg: translate(request.locale, 'routeNotFound', { method: request.method, path: request.url.split('?')[0] ?? '' }),
      data: null,
    });
  });
});
