import type { KlineTick } from '@halyard/shared';
import type { DataLoaderGetBarsParams, DataLoadMore, DataLoadType, KLineData, Period } from 'klinecharts';
import { describe, expect, it, vi } from 'vitest';
import { toChartPeriod } from './chart-periods';
import { createKlineDataLoader, toKLineData, type CandlePageRequest, type CandleLoadStatus } from './kline-data-loader';

const MINUTE = 60;
const NOW = 1_795_389_780;

function tick(id: number, close = 100): KlineTick {
  return { id, open: close - 1, close, low: close - 2, high: close + 1, amount: 2.5, vol: 250, count: 7 };
}

/** `count` minute candles, oldest first, the last one opened at `lastId`. */
function minutes(count: number, lastId: number): KlineTick[] {
  return Array.from({ length: count }, (_, index) => tick(lastId - (count - 1 - index) * MINUTE));
}

interface Delivery {
  bars: KLineData[];
  more: DataLoadMore | undefined;
}

function request(type: DataLoadType, options: { pair?: string; period?: Period; timestamp?: number | null } = {}) {
  const deliveries: Delivery[] = [];
  const params: DataLoaderGetBarsParams = {
    type,
    timestamp: options.timestamp ?? null,
    symbol: { ticker: options.pair ?? 'btcusdt', pricePrecision: 2, volumePrecision: 6 },
    period: options.period ?? toChartPeriod('1min'),
    callback: (bars, more) => deliveries.push({ bars, more }),
  };
  return { params, deliveries };
}

function setup(pages: (request: CandlePageRequest) => Promise<KlineTick[]>, pageSize = 3) {
  const fetchCandles = vi.fn(pages);
  const statuses: CandleLoadStatus[] = [];
  const onCandlesChange = vi.fn();
  const loader = createKlineDataLoader({ fetchCandles, pageSize, onStatusChange: (status) => statuses.push(status), onCandlesChange });
  return { loader, fetchCandles, statuses, onCandlesChange };
}

describe('toKLineData', () => {
  it('turns an HTX candle into a klinecharts bar (ms open time, base volume, quote turnover)', () => {
    expect(toKLineData(tick(NOW, 100))).toEqual({ timestamp: NOW * 1000, open: 99, high: 101, low: 98, close: 100, volume: 2.5, turnover: 250 });
  });
});

describe('the kline data loader', () => {
  it('loads the newest page first, without `to`, and says older pages may exist when the page is full', async () => {
    const { loader, fetchCandles, statuses, onCandlesChange } = setup(async () => minutes(3, NOW));
    const { params, deliveries } = request('init');
    await loader.getBars(params);

    expect(fetchCandles).toHaveBeenCalledWith({ pair: 'btcusdt', period: '1min', size: 3 });
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]?.bars.map((bar) => bar.timestamp)).toEqual([NOW - 120, NOW - 60, NOW].map((id) => id * 1000));
    expect(deliveries[0]?.more).toEqual({ forward: true, backward: false });
    expect(statuses).toEqual(['loading', 'ready']);
    expect(onCandlesChange).toHaveBeenCalledWith({ pair: 'btcusdt', period: '1min' });
  });

  it('maps the chart period back to ours for the request', async () => {
    const { loader, fetchCandles } = setup(async () => []);
    await loader.getBars(request('init', { pair: 'ethusdt', period: toChartPeriod('1week') }).params);
    expect(fetchCandles).toHaveBeenCalledWith({ pair: 'ethusdt', period: '1week', size: 3 });
  });

  it('asks for older pages with `to` = the first candle open time in seconds, until a short page', async () => {
    const { loader, fetchCandles } = setup(async ({ to }) => (to === undefined ? minutes(3, NOW) : minutes(2, to - MINUTE)));
    await loader.getBars(request('init').params);
    const older = request('forward', { timestamp: (NOW - 120) * 1000 });
    await loader.getBars(older.params);

    expect(fetchCandles).toHaveBeenLastCalledWith({ pair: 'btcusdt', period: '1min', size: 3, to: NOW - 120 });
    expect(older.deliveries[0]?.bars.map((bar) => bar.timestamp / 1000)).toEqual([NOW - 240, NOW - 180]);
    expect(older.deliveries[0]?.more).toEqual({ forward: false });
  });

  it('says "empty" when a period has no candles, and "error" when the first page fails', async () => {
    const empty = setup(async () => []);
    const emptyRequest = request('init');
    await empty.loader.getBars(emptyRequest.params);
    expect(empty.statuses).toEqual(['loading', 'empty']);
    expect(emptyRequest.deliveries[0]).toEqual({ bars: [], more: { forward: false, backward: false } });

    const failing = setup(async () => Promise.reject(new Error('offline')));
    const failed = request('init');
    await failing.loader.getBars(failed.params);
    expect(failing.statuses).toEqual(['loading', 'error']);
    expect(failed.deliveries).toEqual([]);
  });

  it('keeps older pages available after a failed one, so the next scroll asks again', async () => {
    const { loader } = setup(async ({ to }) => (to === undefined ? minutes(3, NOW) : Promise.reject(new Error('offline'))));
    await loader.getBars(request('init').params);
    const older = request('forward', { timestamp: (NOW - 120) * 1000 });
    await loader.getBars(older.params);
    expect(older.deliveries).toEqual([{ bars: [], more: { forward: true } }]);
  });

  it('drops a first page that arrives after the period changed', async () => {
    let releaseMinute: (candles: KlineTick[]) => void = () => undefined;
    const { loader, statuses } = setup(({ period }) =>
      period === '1min' ? new Promise<KlineTick[]>((resolve) => (releaseMinute = resolve)) : Promise.resolve([tick(NOW - (NOW % 3600))]),
    );
    const minute = request('init');
    const minuteLoad = loader.getBars(minute.params);
    const hour = request('init', { period: toChartPeriod('60min') });
    await loader.getBars(hour.params);
    releaseMinute(minutes(3, NOW));
    await minuteLoad;

    expect(minute.deliveries).toEqual([]);
    expect(hour.deliveries).toHaveLength(1);
    expect(statuses).toEqual(['loading', 'ready']);
  });

  describe('live ticks from the socket', () => {
    async function subscribed() {
      const context = setup(async () => minutes(3, NOW));
      await context.loader.getBars(request('init').params);
      const bars: KLineData[] = [];
      context.loader.subscribeBar?.({ symbol: { ticker: 'btcusdt', pricePrecision: 2, volumePrecision: 6 }, period: toChartPeriod('1min'), callback: (bar) => bars.push(bar) });
      return { ...context, bars };
    }

    it('replaces the forming candle and starts the next one', async () => {
      const { loader, bars, onCandlesChange } = await subscribed();
      onCandlesChange.mockClear();
      loader.receiveTick('btcusdt', '1min', tick(NOW, 105));
      loader.receiveTick('btcusdt', '1min', tick(NOW + MINUTE, 106));
      expect(bars.map((bar) => [bar.timestamp / 1000, bar.close])).toEqual([
        [NOW, 105],
        [NOW + MINUTE, 106],
      ]);
      expect(onCandlesChange).toHaveBeenCalledTimes(2);
    });

    it('ignores a stale tick, another pair or period, and everything after unsubscribing', async () => {
      const { loader, bars } = await subscribed();
      loader.receiveTick('btcusdt', '1min', tick(NOW - MINUTE, 1));
      loader.receiveTick('ethusdt', '1min', tick(NOW, 2));
      loader.receiveTick('btcusdt', '5min', tick(NOW, 3));
      loader.unsubscribeBar?.({ symbol: { ticker: 'btcusdt', pricePrecision: 2, volumePrecision: 6 }, period: toChartPeriod('1min') });
      loader.receiveTick('btcusdt', '1min', tick(NOW, 4));
      expect(bars).toEqual([]);
    });

    it('turns an empty period into a ready one when its first candle arrives', async () => {
      const { loader, statuses } = setup(async () => []);
      await loader.getBars(request('init').params);
      loader.subscribeBar?.({ symbol: { ticker: 'btcusdt', pricePrecision: 2, volumePrecision: 6 }, period: toChartPeriod('1min'), callback: () => undefined });
      loader.receiveTick('btcusdt', '1min', tick(NOW));
      expect(statuses).toEqual(['loading', 'empty', 'ready']);
    });
  });

  it('delivers nothing once disposed', async () => {
    let release: (candles: KlineTick[]) => void = () => undefined;
    const { loader } = setup(() => new Promise<KlineTick[]>((resolve) => (release = resolve)));
    const first = request('init');
    const load = loader.getBars(first.params);
    loader.dispose();
    release(minutes(3, NOW));
    await load;
    expect(first.deliveries).toEqual([]);
  });
});
