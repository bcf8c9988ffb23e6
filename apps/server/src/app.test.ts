import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '@halyard/shared';
import frFR from '@halyard/shared/messages/fr_FR.json' with { type: 'json' };
import { buildTestApp, TEST_HOST, type TestApp } from './testing/build-test-app.js';
import { ScriptedFeed } from './testing/scripted-feed.js';
import { systemClock } from './lib/clock.js';
import { createTestWallet } from './testing/test-wallet.js';
import { supportChatIdentifierHash } from './modules/session/session.service.js';

const SCRIPT = 'console.log(1);\n'.repeat(200);

describe('the server core', () => {
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'halyard-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Halyard</title><div id="root"></div>');
    writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), SCRIPT);
    // As the build writes it (apps/web/build/compressed-files.ts): the brotli beside the script.
    writeFileSync(path.join(webDist, 'assets', 'index-abc123.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(path.join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => undefined);\n');
    t = await buildTestApp({
      webDist,
      env: {
        SUPPORT_CHAT_URL: 'https://chat.example.com',
        SUPPORT_CHAT_TOKEN: 'website-token',
        SUPPORT_CHAT_KEY: 'chat-secret-key',
        EMBED_ORIGINS: 'https://desk.example.com',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('reports health in the envelope, with the engine role this single process holds', async () => {
    await expect.poll(async () => (await t.call({ method: 'GET', url: '/api/health' })).body).toEqual({
      code: 200,
      msg: 'ok',
      data: { status: 'ok', role: 'engine', database: true, feed: true },
    });
  });

  it('answers an unknown API path with a translated 404 envelope, never the web app', async () => {
    const response = await t.call({ method: 'GET', url: '/api/member/nothing?x=1', headers: { 'accept-language': 'fr' } });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      code: 404,
      msg: frFR.routeNotFound.replace('{method}', 'GET').replace('{path}', '/api/member/nothing'),
      data: null,
    });
  });

  it('serves the web app with SPA fallback and long-lived hashed assets', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/overview', headers: { host: TEST_HOST } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.headers['content-encoding']).toBe('gzip');
  });

  it('sends a hashed script as the build compressed it, with a file\'s headers only, and its document with the CSP and the security headers', async () => {
    const script = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { host: TEST_HOST, 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(script.rawPayload).toString('utf8')).toBe(SCRIPT);
    // What an immutable file needs, and nothing meant for documents.
    expect(Object.keys(script.headers).filter((name) => !['date', 'connection'].includes(name)).sort()).toEqual(
      ['cache-control', 'content-encoding', 'content-length', 'content-type', 'vary', 'x-content-type-options'],
    );
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['content-security-policy']).toBeUndefined();

    const page = await t.app.inject({ method: 'GET', url: '/home', headers: { host: TEST_HOST } });
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    for (const name of ['strict-transport-security', 'referrer-policy', 'cross-origin-opener-policy', 'x-content-type-options']) expect(page.headers[name], name).toBeDefined();
    // A script outside the hashed assets may run as the service worker: its policy is the one on its answer.
    const worker = await t.app.inject({ method: 'GET', url: '/sw.js', headers: { host: TEST_HOST } });
    expect(worker.headers['content-security-policy']).toBe(page.headers['content-security-policy']);
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it('sends a strict CSP that lets only the desktop frame embed the app', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/home' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://chat.example.com");
    expect(csp).toContain("frame-ancestors 'self' https://desk.example.com");
    // Calls and sockets reach our own origins only (and the configured chat), never any host.
    expect(csp).toContain(`connect-src 'self' ws://${TEST_HOST} https://chat.example.com;`);
    expect(csp).not.toContain('unsafe-eval');
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['strict-transport-security']).toContain('max-age=');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    // JSON answers are never rendered: they load nothing and may not be framed.
    const api = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    const refused = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(refused.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('publishes OpenAPI generated from the schemas, and its page', async () => {
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys((spec.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/member/app/nonce',
        '/api/member/app/login',
        '/api/member/app/loginOut',
        '/api/member/app/getInfo',
        '/api/member/app/auth',
        '/api/home/getKefu',
        '/api/health',
      ]),
    );
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger');
    // Swagger UI styles itself inline: its page carries its own policy, the rest stay strict.
    expect(String(page.headers['content-security-policy'])).toContain("style-src 'self' https: 'unsafe-inline'");
  });

  it('gives the app configuration, with the chat identity hash only to a signed-in member', async () => {
    const anonymous = await t.call<AppConfig>({ method: 'GET', url: '/api/home/getKefu' });
    expect(anonymous.body.data).toEqual({
      kefuToken: 'website-token',
      chatUrl: 'https://chat.example.com',
      logoUrl: '/files/logo.svg',
      logoName: 'Halyard',
      domain: '',
      chainId: 1,
      previewMode: true,
      embedOrigins: ['https://desk.example.com'],
      publicOrigins: [`http://${TEST_HOST}`],
    });
    expect(JSON.stringify(anonymous.body)).not.toContain('chat-secret-key');
    const wallet = createTestWallet();
    const token = await t.signIn(wallet);
    const signedIn = await t.call<AppConfig>({
      method: 'GET',
      url: '/api/home/getKefu',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(signedIn.body.data.identifierHash).toBe(supportChatIdentifierHash(wallet.address, 'chat-secret-key'));
    expect(signedIn.body.data.identifierHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('serves the logo named by logoUrl under /api', async () => {
    const logo = await t.app.inject({ method: 'GET', url: '/api/files/logo.svg' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    expect(logo.body).toContain('<svg');
  });

  it('limits API calls per client but never the web app\'s own files nor the shared market reads', async () => {
    const limited = await buildTestApp({ webDist, rateLimits: { global: 3, login: 3 } });
    try {
      const pages = [];
      for (let i = 0; i < 6; i += 1) pages.push((await limited.app.inject({ method: 'GET', url: '/assets/index-abc123.js' })).statusCode);
      expect(pages).toEqual([200, 200, 200, 200, 200, 200]);
      const calls = [];
      for (let i = 0; i < 4; i += 1) calls.push((await limited.call({ method: 'GET', url: '/api/health' })).status);
      expect(calls).toEqual([200, 200, 200, 429]);
      // The limit's headers come with a refusal, not with every answer.
      const refused = await limited.app.inject({ method: 'GET', url: '/api/health' });
      expect([refused.statusCode, refused.headers['x-ratelimit-limit'], refused.headers['retry-after']]).toEqual([429, '3', '60']);
      const other = await limited.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '203.0.113.9' });
      expect([other.statusCode, other.headers['x-ratelimit-limit'], other.headers['x-ratelimit-remaining']]).toEqual([200, undefined, undefined]);
      // A shared public read costs less than a refusal would: never limited.
      const reads = [];
      for (let i = 0; i < 5; i += 1) reads.push((await limited.app.inject({ method: 'GET', url: '/api/market/detail?symbol=btcusdt' })).statusCode);
      expect(reads).toEqual([200, 200, 200, 200, 200]);
    } finally {
      await limited.close();
    }
  });

  it('keys rate limits on the forwarded client address only behind a trusted proxy', async () => {
    const direct = await buildTestApp({ rateLimits: { global: 1, login: 1 } });
    const proxied = await buildTestApp({ env: { TRUST_PROXY_HOPS: '1' }, rateLimits: { global: 1, login: 1 } });
    try {
      const from = (client: string) => ({ method: 'GET' as const, url: '/api/health', headers: { 'x-forwarded-for': client } });
      expect((await direct.call(from('203.0.113.1'))).status).toBe(200);
      expect((await direct.call(from('203.0.113.2'))).status).toBe(429);
      expect((await proxied.call(from('203.0.113.1'))).status).toBe(200);
      expect((await proxied.call(from('203.0.113.2'))).status).toBe(200);
      expect((await proxied.call(from('203.0.113.2'))).status).toBe(429);
    } finally {
      await direct.close();
      await proxied.close();
    }
  });
});

/** A feed that has not quoted anything until the test says so (a live exchange feed at start-up). */
class QuietFeed extends ScriptedFeed {
  quoting = false;
  override lastPrice(pair: string): string | undefined {
    return this.quoting ? super.lastPrice(pair) : undefined;
  }
}

describe('readiness', () => {
  it('answers 503, translated, until the market feed has quoted a price, then 200', async () => {
    const feed = new QuietFeed(systemClock);
    const t = await buildTestApp({ marketFeed: feed });
    try {
      const starting = await t.call({ method: 'GET', url: '/api/health', headers: { 'accept-language': 'fr' } });
      expect(starting).toMatchObject({ status: 503, body: { code: 503, msg: frFR.notReady, data: { status: 'starting', database: true, feed: false } } });
      feed.quoting = true;
      expect(await t.call({ method: 'GET', url: '/api/health' })).toMatchObject({ status: 200, body: { data: { status: 'ok', database: true, feed: true } } });
    } finally {
      await t.close();
    }
  });
});
