import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../apps/server/src/testing/free-port.js';
import { BROWSER_WORKERS } from './base-url.js';
import { startServer } from './server.js';
import { addressOfKey, OPERATOR_TEST_KEY } from './wallet.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One app server per browser worker (see `appBaseUrl`). */
    baseUrls: string[];
    /** Each server's pin file, beside its `baseUrls` entry: a spec pins its server's prices through it (support/feed.ts). */
    pinFiles: string[];
    /** A desktop page's origin listed in EMBED_ORIGINS: it may frame the app and command it. */
    embedParentUrl: string;
    /** Another origin, not listed: the app must ignore its messages and refuse its frames. */
    embedStrangerUrl: string;
  }
}

/**
 * The desktop side of embedding: /parent.html?app=<url> frames the app (and, with &stranger=<url>,
 * a second page) and records every message it receives in window.__received; /blank.html is an
 * empty page for the stranger frame.
 */
const PARENT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Desktop</title></head>
<body>
<iframe id="app" name="app" title="app" style="width:390px;height:760px;border:0"></iframe>
<iframe id="stranger" name="stranger" title="stranger" style="width:10px;height:10px;border:0"></iframe>
<script>
  window.__received = [];
  window.addEventListener('message', (event) => window.__received.push({ origin: event.origin, data: event.data }));
  const query = new URLSearchParams(location.search);
  document.getElementById('app').src = query.get('app');
  if (query.get('stranger')) document.getElementById('stranger').src = query.get('stranger');
</script>
</body></html>`;

function startDesktopServer(port: number): Promise<Server> {
  const server = createHttpServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname === '/parent.html' || pathname === '/blank.html') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(pathname === '/parent.html' ? PARENT_PAGE : '<!doctype html><title>blank</title>');
      return;
    }
    // favicon.ico and anything else: empty, so the browser logs no failed request.
    response.writeHead(204).end();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** The browser suite's staking day and blind box payout delay (seconds); specs read them to know how long to wait. */
export const E2E_STAKING_DAY_SECONDS = 3;
export const E2E_BLIND_BOX_PAYOUT_SECONDS = 4;
/**
 * How long a test waits for the next live update of a price (one a second when all is well). Generous:
 * once, late in a full local run on this 2-core machine, pushes paused for over 10 s (not reproduced
 * since, alone or in any pair of suites); a wait for a condition costs nothing when it comes at once.
 */
export const LIVE_WAIT_MS = 30_000;

/** Distinct free loopback ports (a probe's port is free again once it closes, so the next probe may be handed it). */
async function freePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

/**
 * Starts one real server per browser worker, each on a fresh PGlite folder, serving the built web
 * app; and the two desktop pages. A spec file talks only to its worker's server, so two files
 * running at once never share a member, a platform setting or a rate limit: each server sees one
 * file at a time, as the suite did when it ran serially.
 */
export default async function setup(project: TestProject) {
  const dataDirs = Array.from({ length: BROWSER_WORKERS }, () => mkdtempSync(path.join(tmpdir(), 'halyard-e2e-')));
  const desktop = await startDesktopServer(await freePort());
  const stranger = await startDesktopServer(await freePort());
  const originOf = (server: Server) => {
    const address = server.address();
    if (typeof address !== 'object' || !address) throw new Error('no desktop port');
    return `http://127.0.0.1:${address.port}`;
  };
  const closeDesktops = () =>
    Promise.all(
      [desktop, stranger].map((http) => {
        http.closeAllConnections();
        return new Promise((resolve) => http.close(resolve));
      }),
    );
  const env = {
    EMBED_ORIGINS: originOf(desktop),
    ADMIN_ADDRESSES: addressOfKey(OPERATOR_TEST_KEY),
    // Staking days of a few seconds and prompt box payouts, so a browser test sees rewards accrue and prizes paid.
    STAKING_DAY_SECONDS: String(E2E_STAKING_DAY_SECONDS),
    BLIND_BOX_PAYOUT_SECONDS: String(E2E_BLIND_BOX_PAYOUT_SECONDS),
    // The limits are per client address, and every phone of the suite (dozens of members signing
    // in a minute) comes from 127.0.0.1; the server tests check the limits.
    API_RATE_LIMIT: '100000',
    LOGIN_RATE_LIMIT: '100000',
  };
  const ports = await freePorts(BROWSER_WORKERS);
  // The simulated market, whose prices a spec may pin wherever an expectation derives from one.
  const pinFiles = dataDirs.map((dataDir) => path.join(dataDir, 'pins.json'));
  const starts = await Promise.allSettled(
    dataDirs.map((dataDir, index) => startServer(dataDir, { ...env, MARKET_SOURCE: `sim+pin:${pinFiles[index] ?? ''}` }, ports[index])),
  );
  const servers = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
  const stop = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await closeDesktops();
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  };
  const failed = starts.find((start) => start.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  project.provide('baseUrls', servers.map((server) => server.baseUrl));
  project.provide('pinFiles', pinFiles);
  project.provide('embedParentUrl', originOf(desktop));
  project.provide('embedStrangerUrl', originOf(stranger));
  return stop;
}
