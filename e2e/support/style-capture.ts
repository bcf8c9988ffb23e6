import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { ANY_HEADER } from './app.js';
import { PHONE_VIEWPORT } from './phone.js';

/**
 * What e2e/style-shots.mts takes of one state of a page: screenshots at 390x844, light and dark, a
 * screen at a time down the page (three at most), and every element's computed style (and its
 * ::before and ::after), so a comparison finds a changed rule even where it moves no pixel.
 */

/** Elements whose pixels change from run to run whatever the data: the bulletin ticker's line (masked in the screenshots). */
export const VOLATILE = ['.bulletin-ticker__window'];

/** Screens taken down a long page. */
const SCREENS = 3;

/** Requests in flight per context, to wait for a quiet network. */
const inFlight = new WeakMap<BrowserContext, Set<unknown>>();

export function trackRequests(context: BrowserContext): void {
  const pending = new Set<unknown>();
  inFlight.set(context, pending);
  context.on('request', (request) => pending.add(request));
  context.on('requestfinished', (request) => pending.delete(request));
  context.on('requestfailed', (request) => pending.delete(request));
}

async function networkQuiet(page: Page): Promise<void> {
  const pending = inFlight.get(page.context());
  const deadline = Date.now() + 10_000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (pending && pending.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince > 300) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Page side, before any script of the page: timers of a second or more never fire (the banner
 * carousel, the bulletin ticker, countdowns), so a page is drawn as it first settles; and random
 * numbers come from a fixed sequence.
 */
export function holdSlowTimers(): void {
  const setInterval = window.setInterval.bind(window);
  window.setInterval = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) => ((delay ?? 0) >= 1000 ? 0 : setInterval(handler, delay, ...rest))) as typeof window.setInterval;
  // Random numbers (a blind box's client seed) the same on every load: a fixed sequence.
  let state = 20_261_129;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  Math.random = next;
  crypto.getRandomValues = <T extends ArrayBufferView | null>(array: T): T => {
    if (array) new Uint8Array(array.buffer, array.byteOffset, array.byteLength).forEach((_, at, bytes) => (bytes[at] = Math.floor(next() * 256)));
    return array;
  };
}

/** Transitions at their end, endless animations (skeletons, live dots) at their start. */
const stillAnimations = (page: Page) =>
  page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().endTime === Infinity) {
        animation.pause();
        animation.currentTime = 0;
      } else animation.finish();
    }
  });

/** Two frames drawn. */
const frames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** The page drawn with its data: no loading bar, spinner or skeleton left (or five seconds of waiting for them), images decoded. */
export async function settle(page: Page): Promise<void> {
  await page.waitForSelector(ANY_HEADER, { timeout: 20_000 }).catch(() => undefined);
  await networkQuiet(page);
  await page
    .waitForFunction(
      () => {
        const visible = (selector: string) => Array.from(document.querySelectorAll<HTMLElement>(selector)).some((node) => node.offsetParent !== null || node.getClientRects().length > 0);
        return !visible('[data-testid="loading-overlay"], main [data-testid="loading-state"], .skeleton-block, .adm-spin-loading');
      },
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  await networkQuiet(page);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(Array.from(document.images, (image) => (image.complete ? undefined : new Promise((resolve) => {
      image.addEventListener('load', resolve, { once: true });
      image.addEventListener('error', resolve, { once: true });
    }))));
    // Carousels advance on a timer: held at their first slide.
    for (const track of Array.from(document.querySelectorAll<HTMLElement>('.carousel__track'))) {
      track.dispatchEvent(new PointerEvent('pointerdown'));
      track.scrollTo({ left: 0, behavior: 'instant' });
    }
  });
  await frames(page);
  await stillAnimations(page);
}

/** Page side: every element's computed style, by its place in the tree; each distinct style once. */
function computedStyles(): { elements: Array<[string, string, string, string, string]>; styles: string[] } {
  const styles: string[] = [];
  const index = new Map<string, number>();
  const styleId = (style: CSSStyleDeclaration) => {
    const text = Array.from(style, (name) => `${name}:${style.getPropertyValue(name)}`).join(';');
    let id = index.get(text);
    if (id === undefined) {
      id = styles.length;
      styles.push(text);
      index.set(text, id);
    }
    return String(id);
  };
  const elements: Array<[string, string, string, string, string]> = [];
  const walk = (element: Element, where: string) => {
    const pseudo = (name: string) => {
      const style = getComputedStyle(element, name);
      return style.content === 'none' || style.content === 'normal' ? '' : styleId(style);
    };
    elements.push([where, element.getAttribute('class') ?? '', styleId(getComputedStyle(element)), pseudo('::before'), pseudo('::after')]);
    Array.from(element.children).forEach((child, at) => walk(child, `${where}>${child.tagName.toLowerCase()}:${at}`));
  };
  walk(document.documentElement, 'html');
  return { elements, styles };
}

export async function setTheme(page: Page, theme: string): Promise<void> {
  await page.evaluate((value) => {
    document.documentElement.dataset.theme = value;
    document.documentElement.dataset.prefersColorScheme = value;
  }, theme);
}

/** Screens and computed styles of the page as it is, light and dark, as `<folder>/<name>-<theme>-<screen>.png` and `<name>-<theme>.json`. */
export async function captureState(page: Page, folder: string, name: string): Promise<number> {
  mkdirSync(folder, { recursive: true });
  await page.setViewportSize(PHONE_VIEWPORT);
  let shots = 0;
  for (const theme of ['light', 'dark']) {
    await setTheme(page, theme);
    await frames(page);
    await stillAnimations(page);
    writeFileSync(path.join(folder, `${name}-${theme}.json`), JSON.stringify(await page.evaluate(computedStyles)));
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const screens = Math.min(SCREENS, Math.ceil(height / PHONE_VIEWPORT.height));
    for (let screen = 0; screen < screens; screen += 1) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), screen * PHONE_VIEWPORT.height);
      await settle(page);
      await page.screenshot({
        path: path.join(folder, `${name}-${theme}-${screen}.png`),
        animations: 'disabled',
        caret: 'hide',
        mask: VOLATILE.map((selector) => page.locator(selector)),
      });
      shots += 1;
    }
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  }
  await setTheme(page, 'light');
  return shots;
}
