/**
 * What a first visit to `/home` costs on the wire, headers included: every response the page
 * receives (the document, scripts, styles, fonts, images, its API reads) with its status line and
 * headers as Chromium counted them (playwright-core's `request.sizes()`), and the request headers
 * it sent. Cold Chromium at 390x844, service workers blocked, as `bench/run.ts`'s /home weight.
 * Alone: `npx tsx bench/home-wire.ts [runs] [baseUrl]` after `npm run build`, with a file-by-file
 * table; a base URL measures a server already running (another build, to compare with).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Request } from 'playwright-core';
import { launchChromium } from '../e2e/support/chromium.js';
import { startServer } from '../e2e/support/server.js';

export interface WireEntry {
  path: string;
  kind: string;
  bodyBytes: number;
  headerBytes: number;
  requestHeaderBytes: number;
}

/** Bytes received, headers apart from bodies. */
export interface WireTotal {
  responses: number;
  bodyKb: number;
  headerKb: number;
}

export interface HomeWire {
  entries: WireEntry[];
  /** The scripts alone: the figure the goal counts (at most 150 KB, headers included). */
  scripts: WireTotal;
  /** Every response the page received: document, scripts, styles, images, catalogue, API reads. */
  all: WireTotal;
  requestHeaderKb: number;
}

const kb = (bytes: number) => bytes / 1024;

export async function measureHomeWire(baseUrl: string): Promise<HomeWire> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    const finished: Request[] = [];
    page.on('requestfinished', (request) => finished.push(request));
    await page.goto(`${baseUrl}/home`, { waitUntil: 'networkidle' });
    await page.waitForSelector('[data-testid=tab-bar]');
    const entries = await Promise.all(
      finished.map(async (request): Promise<WireEntry> => {
        const sizes = await request.sizes();
        const url = new URL(request.url());
        return {
          path: url.protocol === 'data:' ? 'data:' : url.pathname + url.search,
          kind: request.resourceType(),
          bodyBytes: sizes.responseBodySize,
          headerBytes: sizes.responseHeadersSize,
          requestHeaderBytes: sizes.requestHeadersSize,
        };
      }),
    );
    const total = (chosen: WireEntry[]): WireTotal => ({
      responses: chosen.length,
      bodyKb: kb(chosen.reduce((sum, entry) => sum + Math.max(0, entry.bodyBytes), 0)),
      headerKb: kb(chosen.reduce((sum, entry) => sum + Math.max(0, entry.headerBytes), 0)),
    });
    return {
      entries,
      scripts: total(entries.filter((entry) => entry.kind === 'script')),
      all: total(entries),
      requestHeaderKb: kb(entries.reduce((sum, entry) => sum + Math.max(0, entry.requestHeaderBytes), 0)),
    };
  } finally {
    await browser.close();
  }
}

const describeTotal = (total: WireTotal) =>
  `${(total.bodyKb + total.headerKb).toFixed(1)} KB in ${total.responses} responses (bodies ${total.bodyKb.toFixed(1)} KB, headers ${total.headerKb.toFixed(1)} KB)`;

export function describeHomeWire(wire: HomeWire): string {
  return `/home on the wire, headers included: scripts ${describeTotal(wire.scripts)}; everything ${describeTotal(wire.all)}; request headers sent ${wire.requestHeaderKb.toFixed(1)} KB`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const runs = Number(process.argv[2] ?? 1);
  // A running server's address (another build to compare with), or a fresh one of this tree.
  const givenUrl = process.argv[3];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'halyard-wire-'));
  const server = givenUrl ? undefined : await startServer(dataDir);
  try {
    for (let run = 0; run < runs; run += 1) {
      const wire = await measureHomeWire(givenUrl ?? server?.baseUrl ?? '');
      if (run === 0) {
        for (const entry of [...wire.entries].sort((a, b) => b.bodyBytes + b.headerBytes - (a.bodyBytes + a.headerBytes))) {
          console.warn(`${kb(entry.bodyBytes).toFixed(1).padStart(7)} KB + ${String(entry.headerBytes).padStart(5)} B headers  ${entry.kind.padEnd(10)} ${entry.path}`);
        }
      }
      console.warn(describeHomeWire(wire));
    }
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
