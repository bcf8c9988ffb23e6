import { coinByPair, DEFAULT_DECIMALS, marketChannels, type KlinePeriod } from '@halyard/shared';
import { dispose, init, type Chart, type KLineData } from 'klinecharts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { CandleReadout } from './candle-readout';
import { DrawingToolbar } from './drawing-toolbar';
import { useChartDrawings } from './use-chart-drawings';
import { CandleSkeleton, canvasHeight, SUB_PANE_HEIGHT } from './chart-loading';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { formatPair } from '../../../lib/format';
import { useSocketChannel } from '../../../lib/use-socket-channel';
import { useThemeStore } from '../../../stores/theme-store';
import { useFetchKlinePage } from '../api/get-kline-history';
import { CANDLE_AXIS_GAP, SUB_AXIS_GAP, ticksClearOfLastPrice } from '../chart-axis';
import { chartFormatter } from '../chart-format';
import { applyIndicators, CANDLE_PANE_ID, drawnIndicatorNames } from '../chart-indicators';
import { toChartPeriod, toKlinePeriod } from '../chart-periods';
import { chartStyles, readChartPalette } from '../chart-styles';
import { ensureTruthfulDevicePixelBoxes } from '../device-pixel-boxes';
import { createKlineDataLoader, type CandleLoadStatus, type CandleSeriesChange, type KlineDataLoader } from '../kline-data-loader';
import type { MainIndicator, SubIndicator } from '../stores/chart-settings-store';

/** Candles per request: enough to fill a phone several times over; scrolling left loads more. */
const KLINE_PAGE_SIZE = 300;
/** Height of the candle pane with its time axis; each sub indicator adds a pane below it. */
/** About 45 candles across a phone, with a little room right of the newest. */
const BAR_SPACE = 6;
const RIGHT_OFFSET = 24;
/** Candle heights (percent of the chart) of the placeholder drawn while the first candles load. */
/** klinecharts writes 0.0000228 as 0.0{4}228; more zeros than any pair's precision turns that off. */
const NO_DECIMAL_FOLD = { threshold: 12 };

/** What the chart holds now: the series it belongs to and its ends. */
interface CandleSeries extends CandleSeriesChange {
  count: number;
  first: KLineData | undefined;
  last: KLineData | undefined;
}

interface FocusedCandle {
  pair: string;
  period: KlinePeriod;
  bar: KLineData;
}

function describeSeries(change: CandleSeriesChange, bars: KLineData[]): CandleSeries {
  return { ...change, count: bars.length, first: bars[0], last: bars.at(-1) };
}

/**
 * The axis labels are laid out when the price range changes, not when the last price moves inside
 * it: when the last-price tag has moved onto a label, the labels are laid out again (without it).
 */
function keepLastPriceTagClear(chart: Chart): void {
  const [axis] = chart.getYAxes({ paneId: CANDLE_PANE_ID });
  const shown = axis?.getTicks() ?? [];
  const covered = ticksClearOfLastPrice(shown, chart.getDataList().at(-1)?.close).length < shown.length;
  if (covered) chart.overrideYAxis({ paneId: CANDLE_PANE_ID });
}

/** Pixels between the last-price tag and the nearest price label (the frame says it, for the tests). */
function lastPriceLabelGap(chart: Chart): number | undefined {
  const [axis] = chart.getYAxes({ paneId: CANDLE_PANE_ID });
  const close = chart.getDataList().at(-1)?.close;
  if (!axis || close === undefined) return undefined;
  const y = axis.convertToPixel(close);
  return Math.round(Math.min(...axis.getTicks().map((tick) => Math.abs(tick.coord - y))));
}

function hasX(value: unknown): value is { x: number } {
  return typeof value === 'object' && value !== null && 'x' in value && typeof value.x === 'number';
}

/** The bar under a crosshair position (klinecharts reports the position, not the bar). */
function barAt(chart: Chart, crosshair: unknown): KLineData | undefined {
  if (!hasX(crosshair)) return undefined;
  const points = chart.convertFromPixel([{ x: crosshair.x }], { paneId: CANDLE_PANE_ID });
  const index = (Array.isArray(points) ? points[0] : points)?.dataIndex;
  const bars = chart.getDataList();
  if (index === undefined) return undefined;
  return bars[Math.min(Math.max(index, 0), bars.length - 1)];
}

interface KlineChartProps {
  pair: string;
  period: KlinePeriod;
  mainIndicators: readonly MainIndicator[];
  subIndicators: readonly SubIndicator[];
}

/**
 * The K-line chart (klinecharts): REST pages through its data loader, the forming candle from
 * the socket, indicators, theme colours and UTC dates. The frame's data-* attributes say what it
 * holds, for the browser tests and the benchmark.
 */
export function KlineChart({ pair, period, mainIndicators, subIndicators }: KlineChartProps) {
  const { t } = useTranslation();
  const theme = useThemeStore((state) => state.theme);
  const fetchPage = useFetchKlinePage();
  const frameRef = useRef<HTMLDivElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<Chart | null>(null);
  const loaderRef = useRef<KlineDataLoader | null>(null);
  const fetchPageRef = useRef(fetchPage);
  const [status, setStatus] = useState<CandleLoadStatus>('loading');
  const [series, setSeries] = useState<CandleSeries | undefined>(undefined);
  const [focus, setFocus] = useState<FocusedCandle | undefined>(undefined);

  useEffect(() => {
    fetchPageRef.current = fetchPage;
  });

  // One chart per mount; the effects below feed it the pair, period, indicators and theme.
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return undefined;
    ensureTruthfulDevicePixelBoxes();
    const chart = init(host, {
      timezone: 'UTC',
      formatter: chartFormatter,
      decimalFold: NO_DECIMAL_FOLD,
      layout: { pane: { height: SUB_PANE_HEIGHT }, yAxis: { gap: SUB_AXIS_GAP } },
    });
    if (!chart) return undefined;
    // klinecharts' tabindex 1 is a nameless first tab stop; its hotkeys listen on the document, so -1 loses nothing.
    chart.getDom()?.setAttribute('tabindex', '-1');
    chart.overrideYAxis({
      paneId: CANDLE_PANE_ID,
      gap: CANDLE_AXIS_GAP,
      createTicks: ({ defaultTicks }) => ticksClearOfLastPrice(defaultTicks, chart.getDataList().at(-1)?.close),
    });
    chart.setBarSpace(BAR_SPACE);
    chart.setOffsetRightDistance(RIGHT_OFFSET);
    const loader = createKlineDataLoader({
      fetchCandles: (request) => fetchPageRef.current(request),
      pageSize: KLINE_PAGE_SIZE,
      onStatusChange: setStatus,
      onCandlesChange: (change) => {
        setSeries(describeSeries(change, chart.getDataList()));
        keepLastPriceTagClear(chart);
        // klinecharts lays out in a microtask; this one runs after it.
        queueMicrotask(() => {
          const gap = lastPriceLabelGap(chart);
          if (frameRef.current && gap !== undefined) frameRef.current.dataset.lastPriceGap = String(gap);
        });
      },
    });
    chart.setDataLoader(loader);
    const focusCandle = (crosshair?: unknown) => {
      const bar = barAt(chart, crosshair);
      const ticker = chart.getSymbol()?.ticker;
      const chartPeriod = chart.getPeriod();
      const heldPeriod = chartPeriod ? toKlinePeriod(chartPeriod) : undefined;
      if (bar && ticker !== undefined && heldPeriod) setFocus({ pair: ticker, period: heldPeriod, bar });
    };
    const clearFocus = () => setFocus(undefined);
    chart.subscribeAction('onCrosshairChange', focusCandle);
    chart.subscribeAction('onScroll', clearFocus);
    host.addEventListener('mouseleave', clearFocus);
    chartRef.current = chart;
    loaderRef.current = loader;
    return () => {
      host.removeEventListener('mouseleave', clearFocus);
      loader.dispose();
      dispose(chart);
      chartRef.current = null;
      loaderRef.current = null;
    };
  }, []);

  useEffect(() => {
    const coin = coinByPair(pair);
    chartRef.current?.setSymbol({
      ticker: pair,
      pricePrecision: coin?.pricePrecision ?? DEFAULT_DECIMALS,
      volumePrecision: coin?.amountPrecision ?? DEFAULT_DECIMALS,
    });
  }, [pair]);

  useEffect(() => {
    chartRef.current?.setPeriod(toChartPeriod(period));
  }, [period]);

  useEffect(() => {
    const chart = chartRef.current;
    const frame = frameRef.current;
    if (!chart || !frame) return;
    applyIndicators(chart, mainIndicators, subIndicators);
    frame.dataset.indicators = drawnIndicatorNames(chart);
  }, [mainIndicators, subIndicators]);

  useEffect(() => {
    const chart = chartRef.current;
    const host = hostRef.current;
    const frame = frameRef.current;
    if (!chart || !host || !frame) return;
    chart.setStyles(chartStyles(readChartPalette(host, theme)));
    frame.dataset.theme = theme;
  }, [theme]);

  useSocketChannel(marketChannels.kline(pair, period), (tick) => loaderRef.current?.receiveTick(pair, period, tick));

  const current = series && series.pair === pair && series.period === period ? series : undefined;
  const drawings = useChartDrawings(chartRef, pair, status === 'ready' && current !== undefined);
  const focused = focus && focus.pair === pair && focus.period === period ? focus.bar : undefined;
  const coin = coinByPair(pair);

  return (
    <div
      ref={frameRef}
      className="kline-chart"
      data-testid="kline-chart"
      data-status={status}
      data-pair={series?.pair}
      data-period={series?.period}
      data-candles={series?.count ?? 0}
      data-first-id={series?.first ? series.first.timestamp / 1000 : undefined}
      data-last-id={series?.last ? series.last.timestamp / 1000 : undefined}
      data-last-close={series?.last?.close}
      data-drawings={drawings.drawn.join(',')}
      data-drawing-tool={drawings.tool ?? ''}
    >
      <DrawingToolbar drawings={drawings} />
      <CandleReadout
        bar={focused ?? current?.last}
        periodType={toChartPeriod(period).type}
        pricePrecision={coin?.pricePrecision ?? DEFAULT_DECIMALS}
        focused={focused !== undefined}
      />
      <div className="kline-chart__stage">
        <div
          ref={hostRef}
          className="kline-chart__canvas"
          style={{ minHeight: canvasHeight(subIndicators) }}
          role="img"
          aria-label={t('chart.ariaLabel', { pair: formatPair(pair) })}
          data-testid="kline-canvas"
        />
        {status === 'loading' && <CandleSkeleton />}
        {status === 'error' && (
          <div className="kline-chart__overlay">
            <ErrorState text={t('chart.loadFailed')} onRetry={() => chartRef.current?.resetData()} />
          </div>
        )}
        {status === 'empty' && (
          <div className="kline-chart__overlay">
            <EmptyState />
          </div>
        )}
      </div>
    </div>
  );
}
