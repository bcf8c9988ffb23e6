import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { byTestId, en, open, signInWithPreview } from './support/app.js';
import { phoneSuite, type Phone } from './support/phone.js';

const suite = phoneSuite();

async function openChart(phone: Phone, pair = 'btcusdt'): Promise<void> {
  await signInWithPreview(phone);
  await open(phone.page, `/chart?symbol=${pair}`);
  await chartReady(phone.page);
}

function chartReady(page: Page): Promise<unknown> {
  return page.waitForFunction(() => document.querySelector<HTMLElement>('[data-testid="kline-chart"]')?.dataset.status === 'ready', undefined, { timeout: 10_000 });
}

const drawingsOnChart = (page: Page) => byTestId(page, 'kline-chart').getAttribute('data-drawings');

/** klinecharts takes a second tap within this many milliseconds of the first for a double tap (its Delay.ResetClick), not a new point. */
const LIBRARY_DOUBLE_TAP_MS = 500;

/**
 * Taps a point of the candle pane, as a share of its width and height, once the library's
 * double-tap window of the previous tap has passed (a member places two points of a line slower).
 */
async function tapChart(page: Page, x: number, y: number): Promise<void> {
  const box = await byTestId(page, 'kline-canvas').boundingBox();
  if (!box) throw new Error('no chart on screen');
  await page.waitForFunction((after) => performance.now() > after, lastTapAt.get(page) ?? 0);
  await page.touchscreen.tap(box.x + box.width * x, box.y + box.height * y);
  lastTapAt.set(page, (await page.evaluate(() => performance.now())) + LIBRARY_DOUBLE_TAP_MS);
}
const lastTapAt = new WeakMap<Page, number>();

describe('the chart tools', () => {
  it('shows the depth chart with both sides from the live book, and reads a level under a touch', async () => {
    const phone = await suite.open();
    const { page } = phone;
    await openChart(phone);
    await byTestId(page, 'chart-view-depth').click();
    const depth = byTestId(page, 'depth-chart');
    await depth.waitFor();
    expect(Number(await depth.getAttribute('data-bids'))).toBeGreaterThan(0);
    expect(Number(await depth.getAttribute('data-asks'))).toBeGreaterThan(0);
    expect(await byTestId(page, 'depth-bids').getAttribute('d')).toMatch(/^M/);
    expect(await byTestId(page, 'depth-asks').getAttribute('d')).toMatch(/^M/);
    const plot = await byTestId(page, 'depth-plot').boundingBox();
    if (!plot) throw new Error('no depth plot');
    await page.mouse.move(plot.x + plot.width * 0.25, plot.y + plot.height / 2);
    const reading = byTestId(page, 'depth-reading');
    await reading.waitFor();
    expect(await reading.innerText()).toContain(en.markets.book.price.replace('{{coin}}', 'USDT'));

    await byTestId(page, 'chart-view-trades').click();
    await expect.poll(() => byTestId(page, 'trade-row').count()).toBeGreaterThan(0);
    expect(await byTestId(page, 'depth-chart').count()).toBe(0);
  });

  it('draws a trend line, a horizontal line and a Fibonacci retracement that stay with the pair after a reload, and clears them', async () => {
    const phone = await suite.open();
    const { page } = phone;
    await openChart(phone);
    expect(await drawingsOnChart(page)).toBe('');

    await byTestId(page, 'draw-segment').click();
    expect(await byTestId(page, 'draw-segment').getAttribute('aria-pressed')).toBe('true');
    await tapChart(page, 0.3, 0.3);
    await tapChart(page, 0.6, 0.45);
    await expect.poll(() => drawingsOnChart(page)).toBe('segment');
    expect(await byTestId(page, 'draw-segment').getAttribute('aria-pressed')).toBe('false');

    await byTestId(page, 'draw-horizontalStraightLine').click();
    await tapChart(page, 0.5, 0.35);
    await expect.poll(() => drawingsOnChart(page)).toBe('segment,horizontalStraightLine');
    await byTestId(page, 'draw-fibonacciLine').click();
    await tapChart(page, 0.2, 0.6);
    await tapChart(page, 0.7, 0.2);
    await expect.poll(() => drawingsOnChart(page)).toBe('segment,horizontalStraightLine,fibonacciLine');

    await page.reload();
    await chartReady(page);
    await expect.poll(() => drawingsOnChart(page)).toBe('segment,horizontalStraightLine,fibonacciLine');
    // Another pair has its own (none), and coming back restores these.
    await open(page, '/chart?symbol=ethusdt');
    await chartReady(page);
    await expect.poll(() => drawingsOnChart(page)).toBe('');

    await open(page, '/chart?symbol=btcusdt');
    await chartReady(page);
    await expect.poll(() => drawingsOnChart(page)).toBe('segment,horizontalStraightLine,fibonacciLine');
    await byTestId(page, 'draw-clear').click();
    await expect.poll(() => drawingsOnChart(page)).toBe('');
    await page.reload();
    await chartReady(page);
    await expect.poll(() => drawingsOnChart(page)).toBe('');
  });

  it('keeps every pane, MACD included, above the Buy/Sell bar', async () => {
    const phone = await suite.open();
    const { page } = phone;
    await openChart(phone);
    await byTestId(page, 'indicator-MACD').click();
    await expect.poll(() => byTestId(page, 'kline-chart').getAttribute('data-indicators')).toBe('MA,VOL,MACD');
    const barTop = (await page.locator('.trade-actions').boundingBox())?.y ?? 0;
    // The chart's last pane (MACD) and its time axis end where the chart's box ends.
    await expect.poll(async () => {
      const chart = await byTestId(page, 'kline-canvas').boundingBox();
      return chart ? chart.y + chart.height : Number.POSITIVE_INFINITY;
    }).toBeLessThanOrEqual(barTop);
    const macd = await page.evaluate(() => {
      const canvases = Array.from(document.querySelectorAll('[data-testid="kline-canvas"] canvas'));
      return Math.max(...canvases.map((canvas) => canvas.getBoundingClientRect().bottom));
    });
    expect(macd).toBeLessThanOrEqual(barTop);
  });

  it('opens the chart full screen in landscape and closes it again', async () => {
    const phone = await suite.open();
    const { page } = phone;
    await openChart(phone);
    await byTestId(page, 'chart-landscape').click();
    const panel = byTestId(page, 'chart-panel');
    await expect.poll(() => panel.getAttribute('data-landscape')).not.toBe('off');
    // Upright emulated phone: the chart is turned to lie across the screen, covering the Buy/Sell bar.
    await expect.poll(async () => {
      const box = await panel.boundingBox();
      return box ? [Math.round(box.width), Math.round(box.height)] : [];
    }).toEqual([390, 844]);
    await byTestId(page, 'chart-landscape-close').click();
    await expect.poll(() => panel.getAttribute('data-landscape')).toBe('off');
    await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
  });
});
