import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { byTestId, en, open, openMenu, signInWithPreview } from './support/app.js';
import {
  MINUTE,
  HOUR,
  DAY,
  WEEK,
  KLINE_PAGE_SIZE,
  chartState,
  chartReady,
  choosePeriod,
  openChart,
  btcMovedBy,
  pinAndSee,
  countCanvasColours,
  UP,
  DOWN,
  DARK_UP,
  DARK_DOWN,
  LIGHT_GRID,
  DARK_GRID,
  shownNumber,
  withoutPushesOf,
  utcDate,
  monthsBetween,
} from './support/chart.js';
import { pinPrice } from './support/feed.js';
import { phoneSuite } from './support/phone.js';

const suite = phoneSuite();

describe('the chart page', () => {
  it('draws BTC/USDT candles with live 24 h figures, a live forming candle and older pages on scroll', async () => {
    const phone = await suite.open();
    const { page } = phone;
    const pinned = await btcMovedBy('0.001');
    await pinPrice('btcusdt', pinned);
    const state = await openChart(phone);

    expect(await byTestId(page, 'quotes-pair').innerText()).toBe('BTC/USDT');
    expect(await byTestId(page, 'header-back').count()).toBe(1);
    expect(state.candles).toBeGreaterThanOrEqual(300);
    expect(state.lastId - state.firstId).toBe((state.candles - 1) * 60);
    expect(state.indicators).toBe('MA,VOL');
    // Some of each colour (bodies, wicks and volume bars). How many depends on the market: a quiet
    // half hour beside a far moving average draws candles a pixel or two tall (40 red pixels once).
    const drawn = await countCanvasColours(page, { up: UP, down: DOWN });
    expect(drawn.up, 'green (up) candle pixels').toBeGreaterThan(10);
    expect(drawn.down, 'red (down) candle pixels').toBeGreaterThan(10);

    // The chart and the 24 h figures show the same market: the pinned price.
    await expect.poll(() => shownNumber(page, 'stat-last')).toBe(pinned.toNumber());
    expect(state.lastClose).toBe(pinned.toNumber());
    const [high, low] = [await shownNumber(page, 'stat-high'), await shownNumber(page, 'stat-low')];
    expect(low).toBeLessThanOrEqual(pinned.toNumber());
    expect(pinned.toNumber()).toBeLessThanOrEqual(high);
    expect(await byTestId(page, 'stat-volume').innerText()).toMatch(/^\d+(\.\d+)?[KMBT]?$/);
    expect(await byTestId(page, 'stat-change').innerText()).toMatch(/^[+-]?\d+\.\d{2}%$/);
    expect(await byTestId(page, 'market-stats').innerText()).toContain(en.markets.stats.high);

    // The newest candle is the forming one; the readout shows it until a candle is picked (read together: it moves every second).
    const shown = await page.evaluate(() => ({
      lastId: document.querySelector<HTMLElement>('[data-testid="kline-chart"]')?.dataset.lastId,
      readoutId: document.querySelector<HTMLElement>('[data-testid="candle-readout"]')?.dataset.timestamp,
      lastClose: Number(document.querySelector<HTMLElement>('[data-testid="kline-chart"]')?.dataset.lastClose),
      readoutClose: Number(document.querySelector('[data-testid="candle-readout-close"]')?.textContent?.replace(/,/g, '')),
    }));
    expect(shown.readoutId).toBe(shown.lastId);
    expect(shown.readoutClose).toBe(shown.lastClose);

    // The socket pushes the forming candle live: it closes at the next pinned price.
    await pinAndSee(page, pinned.minus('12.34'));

    // Dragging to the left edge asks for the page before the first candle (`to` = its open time).
    const loaded = await chartState(page);
    const box = await byTestId(page, 'kline-canvas').boundingBox();
    if (!box) throw new Error('the chart has no box');
    await expect
      .poll(async () => {
        await page.mouse.move(box.x + 20, box.y + 150);
        await page.mouse.down();
        await page.mouse.move(box.x + box.width - 60, box.y + 150, { steps: 5 });
        await page.mouse.up();
        return (await chartState(page)).firstId;
      }, { timeout: 10_000 })
      .toBeLessThan(loaded.firstId);
    const older = await chartState(page);
    // A page of history before the first candle; the chart may have grown a live candle meanwhile,
    // so the page's size, not the candles on screen, says how far back it reaches.
    expect(older.firstId).toBe(loaded.firstId - KLINE_PAGE_SIZE * 60);
    expect(older.candles).toBeGreaterThanOrEqual(loaded.candles + KLINE_PAGE_SIZE);
    expect(older.lastId - older.firstId).toBe((older.candles - 1) * 60);

    expect(await byTestId(page, 'chart-buy').getAttribute('href')).toBe('/trade?symbol=btcusdt&side=buy');
    expect(await byTestId(page, 'chart-sell').getAttribute('href')).toBe('/trade?symbol=btcusdt&side=sell');
    await phone.screenshot('chart-light-1min');
  });

  it('switches periods: hour, day, week and month candles open on UTC boundaries', async () => {
    const phone = await suite.open();
    const { page } = phone;
    const minute = await openChart(phone, 'ethusdt');
    expect(await byTestId(page, 'quotes-pair').innerText()).toBe('ETH/USDT');

    // A minute apart before, an hour apart after. (Their last candles open at the same second at
    // hh:00, so comparing those would fail one minute in sixty.)
    expect(minute.lastId - minute.firstId).toBe((minute.candles - 1) * MINUTE);
    const hour = await choosePeriod(page, '60min');
    expect(hour.firstId % HOUR).toBe(0);
    expect(hour.lastId - hour.firstId).toBe((hour.candles - 1) * HOUR);

    const day = await choosePeriod(page, '1day');
    expect(day.firstId % DAY).toBe(0);
    expect(day.lastId - day.firstId).toBe((day.candles - 1) * DAY);

    const week = await choosePeriod(page, '1week');
    for (const id of [week.firstId, week.lastId]) {
      expect(id % DAY, 'a week opens at 00:00 UTC').toBe(0);
      expect(new Date(id * 1000).getUTCDay(), 'a week opens on Monday').toBe(1);
    }
    expect(week.lastId - week.firstId).toBe((week.candles - 1) * WEEK);

    const month = await choosePeriod(page, '1mon');
    for (const id of [month.firstId, month.lastId]) {
      expect(id % DAY, 'a month opens at 00:00 UTC').toBe(0);
      expect(new Date(id * 1000).getUTCDate(), 'a month opens on the 1st').toBe(1);
    }
    expect(monthsBetween(month.firstId, month.lastId)).toBe(month.candles - 1);

    const fourHours = await choosePeriod(page, '4hour');
    expect(fourHours.lastId - fourHours.firstId).toBe((fourHours.candles - 1) * 4 * HOUR);
    expect(await byTestId(page, 'period-more').innerText()).toBe(en.chart.period['4hour']);
    for (const state of [hour, day, week, month, fourHours]) expect(state.candles).toBeGreaterThanOrEqual(300);
  });

  it('adds and removes the MACD pane', async () => {
    const phone = await suite.open();
    const { page } = phone;
    await openChart(phone);
    const canvas = byTestId(page, 'kline-canvas');
    const canvasesBefore = await canvas.locator('canvas').count();

    await byTestId(page, 'indicator-MACD').click();
    expect(await byTestId(page, 'indicator-MACD').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(async () => (await chartState(page)).indicators).toBe('MA,VOL,MACD');
    expect(await canvas.locator('canvas').count()).toBeGreaterThan(canvasesBefore);

    await byTestId(page, 'indicator-MACD').click();
    await expect.poll(async () => (await chartState(page)).indicators).toBe('MA,VOL');
    await expect.poll(() => canvas.locator('canvas').count()).toBe(canvasesBefore);
  });

  it('restyles the chart in the dark theme', async () => {
    const phone = await suite.open();
    const { page } = phone;
    await openChart(phone);
    await expect.poll(async () => (await chartState(page)).theme).toBe('light');
    const light = await countCanvasColours(page, { lightGrid: LIGHT_GRID, darkGrid: DARK_GRID });
    expect(light.lightGrid).toBeGreaterThan(0);

    await openMenu(page);
    await byTestId(page, 'menu-theme').click();
    await byTestId(page, 'menu-close').click();
    await byTestId(page, 'side-menu').waitFor({ state: 'hidden' });
    await expect.poll(async () => (await chartState(page)).theme).toBe('dark');
    await expect.poll(async () => (await countCanvasColours(page, { lightGrid: LIGHT_GRID })).lightGrid).toBe(0);
    const dark = await countCanvasColours(page, { up: DARK_UP, down: DARK_DOWN, darkGrid: DARK_GRID });
    expect(dark.darkGrid, 'grid in the dark border colour').toBeGreaterThan(0);
    expect((dark.up ?? 0) + (dark.down ?? 0), 'candles keep their colours').toBeGreaterThan(200);
    await phone.screenshot('chart-dark-1min');
  });

  it('dates daily candles in UTC for a viewer in New York', async () => {
    const phone = await suite.open(undefined, { timezoneId: 'America/New_York' });
    const { page } = phone;
    await openChart(phone);
    const day = await choosePeriod(page, '1day');
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/New_York');
    // Midnight UTC is the evening before in New York: a local-time label would show the day before.
    const localDate = await page.evaluate((id) => {
      const date = new Date(id * 1000);
      return [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((part) => String(part).padStart(2, '0')).join('-');
    }, day.lastId);
    expect(localDate).not.toBe(utcDate(day.lastId));
    // The readout names the newest candle: read with it, since at midnight UTC a new one opens.
    const newest = await page.evaluate(() => ({
      lastId: Number(document.querySelector<HTMLElement>('[data-testid="kline-chart"]')?.dataset.lastId),
      time: document.querySelector<HTMLElement>('[data-testid="candle-readout-time"]')?.innerText,
    }));
    expect(newest.lastId % DAY).toBe(0);
    expect(newest.time).toBe(utcDate(newest.lastId));

    // Tapping a candle puts klinecharts' crosshair on it; the readout names that candle's UTC date.
    const box = await byTestId(page, 'kline-canvas').boundingBox();
    if (!box) throw new Error('the chart has no box');
    await page.touchscreen.tap(box.x + box.width * 0.4, box.y + 150);
    const readout = byTestId(page, 'candle-readout');
    await expect.poll(() => readout.getAttribute('data-focused')).toBe('true');
    const picked = Number(await readout.getAttribute('data-timestamp'));
    expect(picked).toBeLessThan(day.lastId);
    expect(picked % DAY).toBe(0);
    expect(await byTestId(page, 'candle-readout-time').innerText()).toBe(utcDate(picked));
    await phone.screenshot('chart-new-york-1day');
  });

  it.each([2, 3])('draws every canvas at the device pixel ratio on a %ix screen', async (ratio) => {
    const phone = await suite.open(undefined, { deviceScaleFactor: ratio });
    await openChart(phone);
    const canvases = () =>
      phone.page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLCanvasElement>('[data-testid="kline-canvas"] canvas')).map((canvas) => ({
          backing: [canvas.width, canvas.height],
          css: [canvas.getBoundingClientRect().width, canvas.getBoundingClientRect().height],
          ratio: window.devicePixelRatio,
        })),
      );
    expect((await canvases()).length).toBeGreaterThan(0);
    // The chart widens its price axis when the first candles come and resizes its canvases on the
    // next frame: once it has, every canvas has one backing pixel per device pixel.
    const unlike = async () => (await canvases()).filter((canvas) => canvas.ratio !== ratio || canvas.backing.some((size, axis) => size !== Math.round((canvas.css[axis] ?? 0) * ratio)));
    await expect.poll(unlike).toEqual([]);
    await phone.screenshot(`chart-${ratio}x`);
  });

  it('keeps the price labels clear of the last-price tag, on the month view too', async () => {
    const phone = await suite.open();
    await openChart(phone);
    const { page } = phone;
    for (const period of ['1min', '1mon']) {
      if (period !== '1min') await choosePeriod(page, period);
      // Five live updates in a row, each to a pinned price a little further up: the tag never sits
      // on a label (each label is 16 px clear of it).
      const gaps: number[] = [];
      for (let update = 1; update <= 5; update += 1) {
        await pinAndSee(page, await btcMovedBy('0.0003'));
        gaps.push(Number(await byTestId(page, 'kline-chart').getAttribute('data-last-price-gap')));
      }
      for (const gap of gaps) expect(gap, `${period}: ${gaps.join(', ')}`).toBeGreaterThanOrEqual(16);
    }
    await phone.screenshot('chart-1mon-labels');
  });

  it('says when the chart cannot load, retries, and says "No data available" for an empty period', async () => {
    const historyOf = (period: string) => (url: URL) => url.pathname === '/api/market/history/kline' && url.searchParams.get('period') === period;
    const failingMinutes = historyOf('1min');
    const emptyWeeks = historyOf('1week');
    let context: BrowserContext | undefined;
    const phone = await suite.open(async (created) => {
      context = created;
      await created.route(failingMinutes, (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 500, msg: 'system error', data: null }) }),
      );
      await created.route(emptyWeeks, (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify({ code: 200, msg: 'ok', data: [] }) }));
      // Drop the weekly candle pushes too, so the empty week stays empty.
      await created.routeWebSocket(/\/ws(\?|$)/, (socket) => {
        const server = socket.connectToServer();
        socket.onMessage((message) => server.send(message));
        server.onMessage((message) => {
          const kept = withoutPushesOf(message, 'market.btcusdt.kline.1week');
          if (kept !== undefined) socket.send(kept);
        });
      });
    });
    suite.expectErrors(/status of 500/);
    const { page } = phone;
    await signInWithPreview(phone);
    await open(page, '/chart?symbol=btcusdt');

    const chart = byTestId(page, 'kline-chart');
    await chart.locator('[data-testid="error-state"]').waitFor({ state: 'visible' });
    expect(await chart.innerText()).toContain(en.chart.loadFailed);
    await context?.unroute(failingMinutes);
    await chart.locator('[data-testid="error-retry"]').click();
    expect((await chartReady(page, '1min')).candles).toBeGreaterThanOrEqual(300);

    await byTestId(page, 'period-1week').click();
    await page.waitForFunction(() => document.querySelector<HTMLElement>('[data-testid="kline-chart"]')?.dataset.status === 'empty');
    expect(await chart.locator('[data-testid="empty-state"]').innerText()).toBe(en.common.noData);
  });
});
