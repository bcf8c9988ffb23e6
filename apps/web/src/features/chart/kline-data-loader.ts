import type { KlinePeriod, KlineTick } from '@halyard/shared';
import type { DataLoader, DataLoaderGetBarsParams, DataLoaderSubscribeBarParams, KLineData } from 'klinecharts';
import { toKlinePeriod } from './chart-periods';

export interface CandlePageRequest {
  pair: string;
  period: KlinePeriod;
  size: number;
  /** Seconds (UTC), exclusive: only candles opened before it. */
  to?: number;
}

export type CandleLoadStatus = 'loading' | 'ready' | 'empty' | 'error';

/** Which series the chart now holds, told after every change (a page or a live tick). */
export interface CandleSeriesChange {
  pair: string;
  period: KlinePeriod;
}

export interface KlineDataLoaderOptions {
  fetchCandles: (request: CandlePageRequest) => Promise<KlineTick[]>;
  /** Candles per request, for the first page and each older one. */
  pageSize: number;
  onStatusChange?: (status: CandleLoadStatus) => void;
  onCandlesChange?: (change: CandleSeriesChange) => void;
}

export interface KlineDataLoader extends DataLoader {
  /** A socket push of the forming candle; merged only into the series it belongs to. */
  receiveTick: (pair: string, period: KlinePeriod, tick: KlineTick) => void;
  /** Drops every answer still on its way (the chart is gone). */
  dispose: () => void;
}

/** HTX candle -> klinecharts bar: `amount` is the base volume, `vol` the quote turnover. */
export function toKLineData(tick: KlineTick): KLineData {
  return {
    timestamp: tick.id * 1000,
    open: tick.open,
    high: tick.high,
    low: tick.low,
    close: tick.close,
    volume: tick.amount,
    turnover: tick.vol,
  };
}

interface LiveSeries {
  pair: string;
  period: KlinePeriod;
  onBar: (bar: KLineData) => void;
}

/**
 * klinecharts' data loader over the REST history and the socket. In klinecharts 10 a `forward`
 * load prepends (older candles, when the user scrolls to the left edge) and `backward` appends;
 * newer candles come from the socket only, so `backward` never has more.
 */
export function createKlineDataLoader(options: KlineDataLoaderOptions): KlineDataLoader {
  const { fetchCandles, pageSize } = options;
  // Bumped by every first-page load: an answer for an older generation is for another series.
  let generation = 0;
  let status: CandleLoadStatus | undefined;
  let live: LiveSeries | undefined;
  let newestTimestamp: number | undefined;

  const setStatus = (next: CandleLoadStatus) => {
    if (next === status) return;
    status = next;
    options.onStatusChange?.(next);
  };

  async function loadFirstPage(params: DataLoaderGetBarsParams, pair: string, period: KlinePeriod): Promise<void> {
    generation += 1;
    const mine = generation;
    live = undefined;
    newestTimestamp = undefined;
    setStatus('loading');
    let candles: KlineTick[];
    try {
      candles = await fetchCandles({ pair, period, size: pageSize });
    } catch {
      if (mine === generation) setStatus('error');
      return;
    }
    if (mine !== generation) return;
    const bars = candles.map(toKLineData);
    newestTimestamp = bars.at(-1)?.timestamp;
    params.callback(bars, { forward: candles.length >= pageSize, backward: false });
    setStatus(bars.length > 0 ? 'ready' : 'empty');
    options.onCandlesChange?.({ pair, period });
  }

  async function loadOlderPage(params: DataLoaderGetBarsParams, pair: string, period: KlinePeriod): Promise<void> {
    const mine = generation;
    const to = params.timestamp === null ? undefined : Math.floor(params.timestamp / 1000);
    let candles: KlineTick[];
    try {
      candles = await fetchCandles({ pair, period, size: pageSize, to });
    } catch {
      // Nothing added; the next scroll to the left edge asks again.
      if (mine === generation) params.callback([], { forward: true });
      return;
    }
    if (mine !== generation) return;
    params.callback(candles.map(toKLineData), { forward: candles.length >= pageSize });
    options.onCandlesChange?.({ pair, period });
  }

  return {
    getBars: async (params) => {
      const period = toKlinePeriod(params.period);
      const pair = params.symbol.ticker;
      if (period === undefined) {
        setStatus('error');
        return;
      }
      if (params.type === 'init') return loadFirstPage(params, pair, period);
      if (params.type === 'forward') return loadOlderPage(params, pair, period);
      params.callback([], false);
    },

    subscribeBar: ({ symbol, period, callback }: DataLoaderSubscribeBarParams) => {
      const klinePeriod = toKlinePeriod(period);
      live = klinePeriod === undefined ? undefined : { pair: symbol.ticker, period: klinePeriod, onBar: callback };
    },

    unsubscribeBar: () => {
      live = undefined;
    },

    receiveTick: (pair, period, tick) => {
      if (!live || live.pair !== pair || live.period !== period) return;
      const bar = toKLineData(tick);
      // The same open time replaces the forming candle, a later one starts the next; an older push is stale.
      if (newestTimestamp !== undefined && bar.timestamp < newestTimestamp) return;
      newestTimestamp = bar.timestamp;
      live.onBar(bar);
      setStatus('ready');
      options.onCandlesChange?.({ pair, period });
    },

    dispose: () => {
      generation += 1;
      live = undefined;
    },
  };
}
