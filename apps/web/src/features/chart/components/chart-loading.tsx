import { coinByPair, DEFAULT_DECIMALS, type KlinePeriod } from '@halyard/shared';
import { CandleReadout } from './candle-readout';
import { Skeleton, SkeletonBlock } from '../../../components/skeleton';
import { toChartPeriod } from '../chart-periods';

/**
 * The least height of the candle pane (with its time axis) and each sub-indicator pane's height.
 * The chart grows to the screen's height above the Buy/Sell bar; these keep it readable when
 * the screen is short (then the page scrolls, and still ends above the bar).
 */
export const CANDLE_AREA_MIN_HEIGHT = 200;
export const SUB_PANE_HEIGHT = 80;

export function canvasHeight(subIndicators: readonly string[]): number {
  return CANDLE_AREA_MIN_HEIGHT + SUB_PANE_HEIGHT * subIndicators.length;
}

const CANDLE_SKELETON = [38, 52, 44, 61, 47, 35, 58, 66, 49, 42, 55, 71, 63, 50];

/** Grey candles over the chart's stage while its history loads. */
export function CandleSkeleton() {
  return (
    <div className="kline-chart__overlay kline-chart__overlay--loading">
      <Skeleton className="kline-chart__skeleton">
        {CANDLE_SKELETON.map((height, index) => (
          <SkeletonBlock key={index} width="5%" height={`${height}%`} />
        ))}
      </Skeleton>
    </div>
  );
}

/**
 * The chart's frame, of its final size, while the chart library itself loads (kline-page.tsx): the
 * page's figures above it paint without waiting for that chunk.
 */
export function KlineChartLoading({ pair, period, subIndicators }: { pair: string; period: KlinePeriod; subIndicators: readonly string[] }) {
  return (
    <div className="kline-chart" data-testid="kline-chart" data-status="loading" data-candles={0}>
      <CandleReadout bar={undefined} periodType={toChartPeriod(period).type} pricePrecision={coinByPair(pair)?.pricePrecision ?? DEFAULT_DECIMALS} focused={false} />
      <div className="kline-chart__stage">
        <div className="kline-chart__canvas" style={{ minHeight: canvasHeight(subIndicators) }} />
        <CandleSkeleton />
      </div>
    </div>
  );
}
