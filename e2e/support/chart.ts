import { gunzipSync } from 'node:zlib';
import Decimal from 'decimal.js';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { byTestId, open, signInWithPreview } from './app.js';
import { lastPrice, pinPrice } from './feed.js';
import type { Phone } from './phone.js';

/** What chart.spec reads of the K-line chart: its frame's state, periods, pixels, socket frames and dates. */
export const MINUTE = 60;
export const HOUR = 3_600;
export const DAY = 86_400;
export const WEEK = 7 * DAY;

/** What the chart frame says it holds (data-* attributes on [data-testid=kline-chart]). */
export interface ChartState {
  status: string;
  period: string;
  candles: number;
  firstId: number;
  lastId: number;
  lastClose: number;
  indicators: string;
  theme: string;
}

/** Candles the chart asks for a page (kline-chart.tsx). */
export const KLINE_PAGE_SIZE = 300;

export function chartState(page: Page): Promise<ChartState> {
  return byTestId(page, 'kline-chart').evaluate((frame) => {
    const data = (frame as HTMLElement).dataset;
    return {
      status: data.status ?? '',
      period: data.period ?? '',
      candles: Number(data.candles),
      firstId: Number(data.firstId),
      lastId: Number(data.lastId),
      lastClose: Number(data.lastClose),
      indicators: data.indicators ?? '',
      theme: data.theme ?? '',
    };
  });
}

/** Waits until the chart holds `period` and has finished loading it. */
export async function chartReady(page: Page, period: string): Promise<ChartState> {
  await page.waitForFunction(
    (wanted) => {
      const frame = document.querySelector<HTMLElement>('[data-testid="kline-chart"]');
      return frame?.dataset.period === wanted && frame.dataset.status === 'ready';
    },
    period,
    { timeout: 10_000 },
  );
  return chartState(page);
}

export const MORE_PERIODS = ['5min', '15min', '30min', '4hour'];

export async function choosePeriod(page: Page, period: string): Promise<ChartState> {
  if (MORE_PERIODS.includes(period)) {
    await byTestId(page, 'period-more').click();
    await page.locator(`.adm-action-sheet [data-testid="period-${period}"]`).click();
  } else {
    await byTestId(page, `period-${period}`).click();
  }
  expect(await byTestId(page, MORE_PERIODS.includes(period) ? 'period-more' : `period-${period}`).getAttribute('aria-pressed')).toBe('true');
  return chartReady(page, period);
}

export async function openChart(phone: Phone, pair = 'btcusdt'): Promise<ChartState> {
  await signInWithPreview(phone);
  await open(phone.page, `/chart?symbol=${pair}`);
  return chartReady(phone.page, '1min');
}

/** BTC's price now moved by `rate` (0.001 is a tenth of a percent up), to the cent: a price to pin near the market. */
export async function btcMovedBy(rate: string): Promise<Decimal> {
  return (await lastPrice('btcusdt')).times(new Decimal(1).plus(rate)).toDecimalPlaces(2, Decimal.ROUND_DOWN);
}

/** Pins BTC and waits until the chart's forming candle closes at the pin. */
export async function pinAndSee(page: Page, price: Decimal): Promise<void> {
  await pinPrice('btcusdt', price);
  await expect.poll(async () => (await chartState(page)).lastClose).toBe(price.toNumber());
}

/** Pixels of the chart's canvases in each colour (RGB, small tolerance for anti-aliasing). */
export function countCanvasColours(page: Page, colours: Record<string, [number, number, number]>): Promise<Record<string, number>> {
  return page.evaluate((wanted) => {
    const counts: Record<string, number> = Object.fromEntries(Object.keys(wanted).map((name) => [name, 0]));
    for (const canvas of Array.from(document.querySelectorAll<HTMLCanvasElement>('[data-testid="kline-canvas"] canvas'))) {
      const pixels = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data;
      if (!pixels) continue;
      for (let index = 0; index < pixels.length; index += 4) {
        if ((pixels[index + 3] ?? 0) < 200) continue;
        for (const [name, [red, green, blue]] of Object.entries(wanted)) {
          const close = Math.abs((pixels[index] ?? 0) - red) < 8 && Math.abs((pixels[index + 1] ?? 0) - green) < 8 && Math.abs((pixels[index + 2] ?? 0) - blue) < 8;
          if (close) counts[name] = (counts[name] ?? 0) + 1;
        }
      }
    }
    return counts;
  }, colours);
}

/** --hy-success, --hy-danger (light, then dark) and the two themes' --hy-border, as tokens.css defines them. */
export const UP: [number, number, number] = [0, 122, 76];
export const DOWN: [number, number, number] = [208, 28, 41];
export const DARK_UP: [number, number, number] = [0, 181, 120];
export const DARK_DOWN: [number, number, number] = [255, 92, 104];
export const LIGHT_GRID: [number, number, number] = [230, 232, 236];
export const DARK_GRID: [number, number, number] = [42, 47, 58];

/** 73,312.88 -> 73312.88 */
export async function shownNumber(page: Page, testId: string): Promise<number> {
  return Number((await byTestId(page, testId).innerText()).replace(/,/g, ''));
}

/** A socket frame as text: the server gzips its frames (ARCHITECTURE §6). */
export function frameText(message: string | Buffer): string {
  if (typeof message === 'string') return message;
  try {
    return gunzipSync(message).toString();
  } catch {
    return message.toString();
  }
}

/** A server frame without one channel's pushes: a batch keeps its others (as plain text); undefined when nothing is left. */
export function withoutPushesOf(message: string | Buffer, channel: string): string | Buffer | undefined {
  const text = frameText(message);
  if (!text.includes(`"ch":"${channel}"`)) return message;
  const frame: unknown = JSON.parse(text);
  if (!Array.isArray(frame)) return undefined;
  const kept = frame.filter((push: unknown) => typeof push !== 'object' || push === null || !('ch' in push) || push.ch !== channel);
  return kept.length ? JSON.stringify(kept) : undefined;
}

export function utcDate(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 10);
}

/** Whole calendar months from one UTC month start to another. */
export function monthsBetween(from: number, to: number): number {
  const start = new Date(from * 1000);
  const end = new Date(to * 1000);
  return (end.getUTCFullYear() - start.getUTCFullYear()) * 12 + end.getUTCMonth() - start.getUTCMonth();
}
