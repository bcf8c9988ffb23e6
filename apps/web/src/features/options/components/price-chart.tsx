import { pricePrecisionOf } from '@halyard/shared';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { SkeletonBlock } from '../../../components/skeleton';
import { useIndexPrice } from '../../../entities/trading';
import { formatPair, formatPrice } from '../../../lib/format';
import { useRecentKlines } from '../api/get-recent-klines';

const WIDTH = 360;
const HEIGHT = 128;
const PAD = 6;

/** A drawing coordinate to a tenth of a unit (short path text). */
function tenth(value: number): number {
  return Math.round(value * 10) / 10;
}

/** The line of closes, scaled into the drawing: x by position, y by price (top is the highest). */
function linePoints(closes: number[]): Array<[number, number]> {
  const low = Math.min(...closes);
  const high = Math.max(...closes);
  const span = high - low || 1;
  const step = (WIDTH - PAD * 2) / Math.max(1, closes.length - 1);
  return closes.map((close, index) => [PAD + index * step, PAD + (1 - (close - low) / span) * (HEIGHT - PAD * 2)]);
}

/**
 * The pair's last hour as a small line of 1-minute closes, its newest point following the live
 * index price; green when it has risen over the hour, red when it has fallen.
 */
export function PriceChart({ pair }: { pair: string }) {
  const { t } = useTranslation();
  const gradientId = useId();
  const klines = useRecentKlines(pair);
  const live = useIndexPrice(pair);
  const label = t('options.chart.label', { pair: formatPair(pair) });
  if (!klines.data || klines.data.length === 0) {
    return (
      <div className="option-chart" aria-label={label} data-testid="option-chart">
        <SkeletonBlock height={HEIGHT} />
      </div>
    );
  }
  const closes = klines.data.map((tick) => tick.close);
  if (live !== undefined) closes[closes.length - 1] = Number(live);
  const points = linePoints(closes);
  const line = points.map(([x, y]) => `${tenth(x)},${tenth(y)}`).join(' ');
  const [lastX, lastY] = points[points.length - 1] ?? [0, 0];
  const trend = (closes[closes.length - 1] ?? 0) >= (closes[0] ?? 0) ? 'rise' : 'fall';
  const precision = pricePrecisionOf(pair);
  return (
    <figure className={`option-chart option-chart--${trend}`} data-testid="option-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={label}>
        <defs>
          <linearGradient id={gradientId} x1="0" x2="0" y1="0" y2="1">
            <stop offset="0%" stopColor="currentColor" stopOpacity="0.22" />
            <stop offset="100%" stopColor="currentColor" stopOpacity="0" />
          </linearGradient>
        </defs>
        <polygon points={`${PAD},${HEIGHT} ${line} ${tenth(lastX)},${HEIGHT}`} fill={`url(#${gradientId})`} />
        <polyline points={line} fill="none" stroke="currentColor" strokeWidth="1.6" vectorEffect="non-scaling-stroke" />
        <line x1={PAD} x2={WIDTH - PAD} y1={lastY} y2={lastY} className="option-chart__last" vectorEffect="non-scaling-stroke" />
      </svg>
      <figcaption className="option-chart__scale" aria-hidden="true">
        <span>{formatPrice(Math.max(...closes), precision)}</span>
        <span>{formatPrice(Math.min(...closes), precision)}</span>
      </figcaption>
    </figure>
  );
}
