/**
 * Lighthouse's mobile performance audit of /home, /trade and /chart?symbol=btcusdt against the
 * built app served by the real server. Lighthouse's defaults, as its CLI runs them: the "mobile"
 * form factor (Moto G Power screen and user agent), simulated throttling (slow 4G, 4x CPU),
 * storage and cache cleared before each run. Debian's Chromium, headless, a fresh browser per run;
 * the runs are interleaved over the pages so a noisy moment on the machine hurts all pages alike.
 * Each metric's median over the runs is reported (score, LCP, CLS, TBT, FCP, speed index).
 * Every run's report is written as JSON to a temporary folder (printed) for the details.
 * Run alone with `npx tsx bench/lighthouse.ts [runs] [--baseline] [--calibrated] [path...]` (needs
 * `npm run build` first; `--baseline` audits each page's static baseline beside it, the page's drawn
 * content without scripts (static-baseline.ts); `--calibrated` runs the pages again at the CPU
 * slowdown Lighthouse's guide gives this host); `bench/run.ts` calls it too, with the baseline
 * (`npm run bench -- lighthouse`).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { BROWSER_UI_PRELOADS } from '../e2e/support/chromium.js';
import { startServer } from '../e2e/support/server.js';
import { signInWithPreviewWallet } from './preview-sign-in.js';
import { STATIC_BASELINE_PREFIX, startStaticBaseline } from './static-baseline.js';

export const LIGHTHOUSE_PAGES = ['/home', '/trade', '/chart?symbol=btcusdt'];
/**
 * Public pages are audited as a first visit; the others send a visitor without a token home, so the
 * member signs in first. The static baseline's snapshots (static-baseline.ts) need no sign-in.
 */
const PUBLIC_PAGES = ['/home'];
const isPublic = (pathname: string) => PUBLIC_PAGES.includes(pathname) || pathname.startsWith(`${STATIC_BASELINE_PREFIX}/`);
const RUNS = 3;

/**
 * Headless Chromium that stays on loopback (no component, sync or field-trial traffic) and does not
 * preload its own interface. The last --disable-features wins, so it carries chrome-launcher's list too.
 */
const launcherDisabledFeatures = chromeLauncher.Launcher.defaultFlags().find((flag) => flag.startsWith('--disable-features=')) ?? '--disable-features=';
const CHROME_FLAGS = ['--headless=new', [launcherDisabledFeatures, ...BROWSER_UI_PRELOADS].join(','), '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-sync', '--disable-background-networking', '--disable-component-update'];

export interface LighthouseSample {
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  speedIndexMs: number;
  /** Lighthouse's measure of the host's CPU (calibratedSlowdown). */
  benchmarkIndex: number;
}

export interface LighthousePageResult extends LighthouseSample {
  path: string;
  /** The CPU slowdown the runs simulated: Lighthouse's default 4, or a calibrated one. */
  cpuSlowdown: number;
  samples: LighthouseSample[];
  /** What the run closest to the median score says: failing audits, the LCP element, shifted elements. */
  notes: string[];
  reports: string[];
}

function numeric(lhr: Result, id: string): number {
  return lhr.audits[id]?.numericValue ?? Number.NaN;
}

function sampleOf(lhr: Result): LighthouseSample {
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    speedIndexMs: numeric(lhr, 'speed-index'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** Node snippets (selector and label) found anywhere in an audit's details. */
function nodesIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const item of value) nodesIn(item, found);
  } else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    if (record.type === 'node' && typeof record.selector === 'string') {
      found.push(`${record.selector}${typeof record.nodeLabel === 'string' ? ` "${record.nodeLabel.slice(0, 40)}"` : ''}`);
    } else {
      for (const item of Object.values(record)) nodesIn(item, found);
    }
  }
  return found;
}

/** "TTFB 505 ms, Render Delay 9227 ms": the phase table of the largest-contentful-paint-element audit. */
function lcpPhases(details: unknown): string | undefined {
  if (typeof details !== 'object' || details === null || !('items' in details) || !Array.isArray(details.items)) return undefined;
  for (const item of details.items as unknown[]) {
    if (typeof item !== 'object' || item === null || !('items' in item) || !Array.isArray(item.items)) continue;
    const rows = (item.items as Array<Record<string, unknown>>).filter((row) => typeof row.phase === 'string' && typeof row.timing === 'number');
    if (rows.length > 0) return rows.map((row) => `${String(row.phase)} ${Number(row.timing).toFixed(0)} ms`).join(', ');
  }
  return undefined;
}

/** The audits behind a run's score: each weighted metric's score, failing audits, the LCP element and shifted elements. */
function notesOf(lhr: Result): string[] {
  const notes: string[] = [];
  const metrics = (lhr.categories.performance?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => `${ref.acronym ?? ref.id} ${Math.round((lhr.audits[ref.id]?.score ?? 0) * 100)} (weight ${ref.weight})`);
  notes.push(`metric scores: ${metrics.join(', ')}`);
  const failing = Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && (audit.scoreDisplayMode === 'metricSavings' || audit.scoreDisplayMode === 'numeric' || audit.scoreDisplayMode === 'binary'))
    .filter((audit) => !metrics.some((metric) => metric.startsWith(audit.id)))
    .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
  if (failing.length > 0) notes.push(`failing: ${failing.join(', ')}`);
  const lcpElement = nodesIn(lhr.audits['largest-contentful-paint-element']?.details);
  if (lcpElement.length > 0) notes.push(`LCP element: ${lcpElement[0]}`);
  const phases = lcpPhases(lhr.audits['largest-contentful-paint-element']?.details);
  if (phases) notes.push(`LCP phases (simulated): ${phases}`);
  const shifted = nodesIn(lhr.audits['layout-shifts']?.details);
  if (shifted.length > 0) notes.push(`layout shifts: ${[...new Set(shifted)].slice(0, 5).join('; ')}`);
  const longTasks = lhr.audits['long-tasks']?.displayValue;
  if (longTasks) notes.push(`long tasks: ${longTasks}`);
  notes.push(`benchmark index ${lhr.environment.benchmarkIndex.toFixed(0)}${lhr.runWarnings.length > 0 ? `; warnings: ${lhr.runWarnings.join(' | ')}` : ''}`);
  return notes;
}

/**
 * Signs in with the preview wallet in that Chromium (over CDP), then closes the tab: the token
 * stays in localStorage, which Lighthouse keeps (it clears caches and service workers only).
 */
async function signIn(port: number, baseUrl: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await signInWithPreviewWallet(page, baseUrl);
    await page.close();
  } finally {
    await browser.close();
  }
}

/**
 * The CPU slowdown that brings this host to the device Lighthouse's mobile preset means (a
 * mid-tier phone), from its benchmark index, as Lighthouse's throttling guide tabulates it
 * (docs/throttling.md, "Calibrating the CPU slowdown"): its default 4x assumes a high-end desktop
 * (index 1,500-2,000); a low-end desktop (1,000-1,500) or a high-end phone (800-1,200) takes 2x,
 * anything slower 1x. Lighthouse itself warns that a host below 1,000 scores low at 4x.
 */
export function calibratedSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1500) return 4;
  if (benchmarkIndex >= 800) return 2;
  return 1;
}

/** calibratedSlowdown for the host the pages were measured on (their median benchmark index). */
export function calibratedSlowdownFor(pages: LighthousePageResult[]): number {
  return calibratedSlowdown(median(pages.map((page) => page.benchmarkIndex)));
}

/** A page's address: a path on the app server, or a whole URL (the static baseline's, on its own origin). */
const urlOf = (baseUrl: string, page: string) => (/^https?:/.test(page) ? page : `${baseUrl}${page}`);

async function auditOnce(baseUrl: string, pagePath: string, cpuSlowdownMultiplier?: number): Promise<Result> {
  const url = urlOf(baseUrl, pagePath);
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    if (!isPublic(new URL(url).pathname)) await signIn(chrome.port, baseUrl);
    // No config: Lighthouse's default config and settings, i.e. the mobile preset of its CLI (with
    // only the CPU slowdown changed when one is given, as its --throttling.cpuSlowdownMultiplier does).
    const throttling = cpuSlowdownMultiplier === undefined ? {} : { throttling: { cpuSlowdownMultiplier } };
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], ...throttling });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    if (new URL(result.lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`${url} ended on ${result.lhr.finalDisplayedUrl}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** A busy machine sometimes loses the trace's navigation start (NO_NAVSTART): such a run is redone, twice at most. */
async function auditWithRetries(baseUrl: string, pagePath: string, cpuSlowdownMultiplier?: number): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await auditOnce(baseUrl, pagePath, cpuSlowdownMultiplier);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`Lighthouse on ${pagePath}, attempt ${attempt}: ${error instanceof Error ? error.message : String(error)}; again`);
    }
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export async function measureLighthouse(
  baseUrl: string,
  pages = LIGHTHOUSE_PAGES,
  runs = RUNS,
  cpuSlowdownMultiplier?: number,
): Promise<{ pages: LighthousePageResult[]; reportDir: string }> {
  const reportDir = path.join(tmpdir(), `halyard-lighthouse-${cpuSlowdownMultiplier === undefined ? '' : `cpu${cpuSlowdownMultiplier}x-`}${new Date().toISOString().replace(/[:.]/g, '-')}`);
  mkdirSync(reportDir, { recursive: true });
  const results = new Map<string, Result[]>(pages.map((page) => [page, []]));
  const reports = new Map<string, string[]>(pages.map((page) => [page, []]));
  for (let run = 0; run < runs; run += 1) {
    for (const page of pages) {
      const lhr = await auditWithRetries(baseUrl, page, cpuSlowdownMultiplier);
      const file = path.join(reportDir, `${page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}-${run + 1}.json`);
      writeFileSync(file, JSON.stringify(lhr));
      results.get(page)?.push(lhr);
      reports.get(page)?.push(file);
    }
  }
  return {
    reportDir,
    pages: pages.map((page) => {
      const lhrs = results.get(page) ?? [];
      const samples = lhrs.map(sampleOf);
      const pick = (key: keyof LighthouseSample) => median(samples.map((sample) => sample[key]));
      const medianScore = pick('score');
      const typical = lhrs[samples.findIndex((sample) => sample.score === medianScore)] ?? lhrs[0];
      return {
        path: pageLabel(page),
        cpuSlowdown: cpuSlowdownMultiplier ?? 4,
        score: medianScore,
        lcpMs: pick('lcpMs'),
        cls: pick('cls'),
        tbtMs: pick('tbtMs'),
        fcpMs: pick('fcpMs'),
        speedIndexMs: pick('speedIndexMs'),
        benchmarkIndex: pick('benchmarkIndex'),
        samples,
        notes: typical ? notesOf(typical) : [],
        reports: reports.get(page) ?? [],
      };
    }),
  };
}

const BASELINE_SUFFIX = ' without scripts (static baseline)';

/** A page's name in the report: its path, or for a static baseline's snapshot "/home without scripts (static baseline)". */
function pageLabel(page: string): string {
  if (!/^https?:/.test(page)) return page;
  const { pathname, search } = new URL(page);
  return pathname.startsWith(`${STATIC_BASELINE_PREFIX}/`) ? `${pathname.slice(STATIC_BASELINE_PREFIX.length)}${search}${BASELINE_SUFFIX}` : page;
}

/**
 * The pages and, interleaved with them, their static baseline (static-baseline.ts): the same
 * content drawn without any script, so that each page's figures read against what its content
 * alone costs this host in the same run.
 */
export async function measureLighthouseWithBaseline(baseUrl: string, runs = RUNS, cpuSlowdownMultiplier?: number): Promise<{ pages: LighthousePageResult[]; reportDir: string }> {
  const baseline = await startStaticBaseline(baseUrl);
  try {
    const snapshots = baseline.paths.map((snapshot) => `${baseline.baseUrl}${snapshot}`);
    return await measureLighthouse(baseUrl, [...LIGHTHOUSE_PAGES, ...snapshots], runs, cpuSlowdownMultiplier);
  } finally {
    await baseline.stop();
  }
}

/** "/home: performance 71 against 96 without scripts (ratio 0.74), TBT 2,140 against 0 ms" for each page measured beside its baseline. */
export function describeAgainstBaseline(pages: LighthousePageResult[]): string[] {
  return pages.flatMap((page) => {
    const baseline = pages.find((candidate) => candidate.path === `${page.path}${BASELINE_SUFFIX}`);
    if (!baseline) return [];
    return [
      `Lighthouse ${page.path} against its static baseline: performance ${page.score} against ${baseline.score} (ratio ${(page.score / baseline.score).toFixed(2)}), ` +
        `TBT ${page.tbtMs.toFixed(0)} against ${baseline.tbtMs.toFixed(0)} ms, LCP ${(page.lcpMs / 1000).toFixed(2)} against ${(baseline.lcpMs / 1000).toFixed(2)} s`,
    ];
  });
}

export function describeLighthouse(page: LighthousePageResult, withNotes = false): string {
  const line =
    `Lighthouse mobile${page.cpuSlowdown === 4 ? '' : ` (CPU ${page.cpuSlowdown}x, calibrated)`} ${page.path}: performance ${page.score} (runs ${page.samples.map((sample) => sample.score).join(', ')}), ` +
    `LCP ${(page.lcpMs / 1000).toFixed(2)} s, CLS ${page.cls.toFixed(3)}, TBT ${page.tbtMs.toFixed(0)} ms, FCP ${(page.fcpMs / 1000).toFixed(2)} s, speed index ${(page.speedIndexMs / 1000).toFixed(2)} s`;
  return withNotes ? [line, ...page.notes.map((note) => `  ${note}`)].join('\n') : line;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // `--calibrated`: the same pages again with the CPU slowdown calibratedSlowdown gives this host.
  // `--baseline`: every page and its static baseline (static-baseline.ts), interleaved.
  const calibrated = process.argv.includes('--calibrated');
  const withBaseline = process.argv.includes('--baseline');
  const args = process.argv.slice(2).filter((arg) => arg !== '--calibrated' && arg !== '--baseline');
  const runs = Number(args[0] ?? RUNS) || RUNS;
  const pages = args.length > 1 ? args.slice(1) : LIGHTHOUSE_PAGES;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'halyard-bench-'));
  const server = await startServer(dataDir);
  try {
    const result = withBaseline ? await measureLighthouseWithBaseline(server.baseUrl, runs) : await measureLighthouse(server.baseUrl, pages, runs);
    for (const page of result.pages) console.warn(describeLighthouse(page, true));
    for (const line of describeAgainstBaseline(result.pages)) console.warn(line);
    console.warn(`reports: ${result.reportDir}`);
    if (calibrated) {
      const again = await measureLighthouse(server.baseUrl, pages, runs, calibratedSlowdownFor(result.pages));
      for (const page of again.pages) console.warn(describeLighthouse(page, true));
      console.warn(`reports: ${again.reportDir}`);
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
