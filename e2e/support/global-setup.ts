import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ADMIN_TEST_ADDRESS } from './wallet.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** A desktop page's origin listed in EMBED_ORIGINS: it may frame the app and command it. */
    embedParentUrl: string;
    /** Another origin, not listed: the app must ignore its messages and refuse its frames. */
    embedStrangerUrl: string;
  }
}

const repoRoot = path.resolve(new URL('../..', import.meta.url).pathname);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not become healthy:\n${output()}`);
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

/** Starts the real server, on a fresh PGlite folder, serving the built web app. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'halyard-e2e-'));
  const desktop = await startDesktopServer(await freePort());
  const stranger = await startDesktopServer(await freePort());
  const originOf = (server: Server) => {
    const address = server.address();
    if (typeof address !== 'object' || !address) throw new Error('no desktop port');
    return `http://127.0.0.1:${address.port}`;
  };
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_ADDRESSES: ADMIN_TEST_ADDRESS,
      EMBED_ORIGINS: originOf(desktop),
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const closeDesktops = () =>
    Promise.all(
      [desktop, stranger].map((http) => {
        http.closeAllConnections();
        return new Promise((resolve) => http.close(resolve));
      }),
    );
  try {
    await waitForHealth(baseUrl, server, () => log);
  } catch (error) {
    server.kill('SIGTERM');
    await closeDesktops();
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('embedParentUrl', originOf(desktop));
  project.provide('embedStrangerUrl', originOf(stranger));

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await closeDesktops();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
