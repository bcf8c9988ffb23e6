/**
 * Lighthouse's baseline in the same run: each audited page as the app has drawn it (its DOM once
 * its first data is on screen, read in Chromium at Lighthouse's 412x823 phone screen), with every
 * script taken out, served as plain HTML. Its stylesheets, images and fonts are the app's own,
 * from the same origin: a small loopback server answers the snapshots under /static-baseline/ and
 * passes every other request on to the app server. What Lighthouse then measures is what the
 * page's content costs this host to parse, style, lay out and paint, without any of the app's
 * work; the app's figures beside it say how much of its score is the app's own.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../e2e/support/chromium.js';
import { freePort } from '../apps/server/src/testing/free-port.js';
import { COLD_LOAD_PAGES } from './cold-load.js';
import { signInWithPreviewWallet } from './preview-sign-in.js';

export const STATIC_BASELINE_PREFIX = '/static-baseline';

export interface StaticBaseline {
  /** The origin that serves the snapshots (and passes the rest on to the app). */
  baseUrl: string;
  /** Each snapshot's path under baseUrl, for a page's path (`/home` → `/static-baseline/home`). */
  paths: string[];
  stop(): Promise<void>;
}

/** The page's HTML without what would run: scripts, module preloads; the stylesheets the shell defers apply at once. */
export function withoutScripts(html: string, appBaseUrl: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '')
    .replace(/\smedia="print"(\s+data-deferred-style)/gi, ' media="all"$1')
    .replaceAll(appBaseUrl, '');
}

async function snapshots(appBaseUrl: string): Promise<Map<string, string>> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
    const tab = await context.newPage();
    await signInWithPreviewWallet(tab, appBaseUrl);
    const taken = new Map<string, string>();
    for (const page of COLD_LOAD_PAGES) {
      await tab.goto(`${appBaseUrl}${page.path}`);
      await tab.locator(page.ready).first().waitFor({ timeout: 30_000 });
      // The images of what is on screen have loaded: the snapshot is the page as a member sees it.
      await tab.waitForLoadState('load');
      taken.set(new URL(page.path, appBaseUrl).pathname, withoutScripts(await tab.content(), appBaseUrl));
    }
    return taken;
  } finally {
    await browser.close();
  }
}

/** Answers as the app server does: text gzipped when the browser takes it. */
function send(request: IncomingMessage, response: ServerResponse, status: number, headers: Record<string, string>, body: Buffer): void {
  const type = headers['content-type'] ?? '';
  const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? '')) && /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg)/.test(type);
  response.writeHead(status, gzip ? { ...headers, 'content-encoding': 'gzip', vary: 'accept-encoding' } : headers);
  response.end(gzip ? gzipSync(body) : body);
}

/** Snapshots /home, /trade and /chart (signed in, as a member sees them) and serves them beside the app. */
export async function startStaticBaseline(appBaseUrl: string): Promise<StaticBaseline> {
  const pages = await snapshots(appBaseUrl);
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://loopback');
    const snapshot = url.pathname.startsWith(`${STATIC_BASELINE_PREFIX}/`) ? pages.get(url.pathname.slice(STATIC_BASELINE_PREFIX.length)) : undefined;
    if (snapshot !== undefined) {
      send(request, response, 200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }, Buffer.from(snapshot));
      return;
    }
    // Everything else (stylesheets, images, fonts) from the app server, as the app itself gets it.
    // fetch decodes the body, so the encoding and length headers go (send encodes it again).
    void fetch(`${appBaseUrl}${url.pathname}${url.search}`, { headers: { accept: request.headers.accept ?? '*/*' } })
      .then(async (answer) => {
        const headers: Record<string, string> = {};
        answer.headers.forEach((value, name) => {
          if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'content-security-policy', 'vary'].includes(name)) headers[name] = value;
        });
        send(request, response, answer.status, headers, Buffer.from(await answer.arrayBuffer()));
      })
      .catch(() => {
        response.writeHead(502);
        response.end();
      });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    paths: COLD_LOAD_PAGES.map((page) => `${STATIC_BASELINE_PREFIX}${page.path}`),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
