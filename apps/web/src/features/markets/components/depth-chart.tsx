import { coinByPair, DEFAULT_DECIMALS, QUOTE_COIN } from '@halyard/shared';
import Decimal from '@halyard/shared/decimal';
import { useState, type PointerEvent } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { formatAmount, formatPrice } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useMarketDepth } from '../api/get-market-depth';
import { groupBook, groupingSteps } from '../book-grouping';
import { depthCurve, depthPointNear, type DepthCurve, type DepthPoint } from '../depth-curve';
import '../depth-chart.css';

/** The drawing's own units; the SVG stretches to the card. */
const WIDTH = 1000;
const HEIGHT = 400;

interface Scale {
  low: Decimal;
  span: Decimal;
  deepest: Decimal;
}

const xOf = (scale: Scale, price: Decimal) => (scale.span.isZero() ? WIDTH / 2 : price.minus(scale.low).div(scale.span).toNumber() * WIDTH);
const yOf = (scale: Scale, total: Decimal) => (scale.deepest.isZero() ? HEIGHT : HEIGHT - total.div(scale.deepest).toNumber() * HEIGHT * 0.92);

/** A side as a staircase from the spread outwards, closed down to the axis. */
function sidePath(scale: Scale, points: readonly DepthPoint[]): string {
  const first = points[0];
  if (!first) return '';
  let path = `M${xOf(scale, first.price)},${HEIGHT}`;
  let y = HEIGHT;
  for (const point of points) {
    const x = xOf(scale, point.price);
    path += ` L${x},${y} L${x},${yOf(scale, point.total)}`;
    y = yOf(scale, point.total);
  }
  const last = points.at(-1) ?? first;
  const edge = first.price.lessThan(last.price) ? WIDTH : 0;
  return `${path} L${edge},${y} L${edge},${HEIGHT} Z`;
}

function scaleOf(curve: DepthCurve): Scale {
  const low = curve.bids.at(-1)?.price ?? curve.asks[0]?.price ?? new Decimal(0);
  const high = curve.asks.at(-1)?.price ?? curve.bids[0]?.price ?? new Decimal(0);
  return { low, span: high.minus(low), deepest: curve.deepest };
}

/** The pair's depth: cumulative bids (left) and asks (right) from the live book; a touch reads a level. */
export function DepthChart({ pair }: { pair: string }) {
  const { t } = useTranslation();
  const depth = useMarketDepth(pair);
  const [touched, setTouched] = useState<Decimal | null>(null);
  const coin = coinByPair(pair);
  const pricePrecision = coin?.pricePrecision ?? DEFAULT_DECIMALS;
  const amountPrecision = coin?.amountPrecision ?? DEFAULT_DECIMALS;
  if (depth.isPending) return <div className="depth-chart depth-chart--loading skeleton-block" data-testid="depth-chart-loading" />;
  if (depth.isError) return <ErrorState error={depth.error} onRetry={() => void depth.refetch()} />;
  const tick = groupingSteps(pricePrecision)[0] ?? new Decimal(1);
  const curve = depthCurve(groupBook(depth.data, tick));
  if (!curve.bids.length && !curve.asks.length) return <EmptyState />;
  const scale = scaleOf(curve);
  const reading = touched ? depthPointNear(curve, touched) : undefined;
  const read = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const share = Math.min(Math.max((event.clientX - box.left) / box.width, 0), 1);
    setTouched(scale.low.plus(scale.span.times(share)));
  };
  const mid = curve.bids[0] && curve.asks[0] ? curve.bids[0].price.plus(curve.asks[0].price).div(2) : undefined;
  return (
    <div className="depth-chart" data-testid="depth-chart" data-bids={curve.bids.length} data-asks={curve.asks.length}>
      <div className="depth-chart__legend">
        <span className="depth-chart__key depth-chart__key--bid">{t('markets.depth.bids')}</span>
        <span className="depth-chart__key depth-chart__key--ask">{t('markets.depth.asks')}</span>
      </div>
      <div
        className="depth-chart__plot"
        role="img"
        aria-label={t('markets.depth.ariaLabel', { pair: coin?.formattedPair ?? pair })}
        onPointerDown={read}
        onPointerMove={read}
        onPointerLeave={() => setTouched(null)}
        data-testid="depth-plot"
      >
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" aria-hidden="true">
          <path className="depth-chart__area depth-chart__area--bid" d={sidePath(scale, curve.bids)} data-testid="depth-bids" />
          <path className="depth-chart__area depth-chart__area--ask" d={sidePath(scale, curve.asks)} data-testid="depth-asks" />
        </svg>
        <span className="depth-chart__deepest">{formatAmount(curve.deepest, amountPrecision)}</span>
        {reading && (
          <>
            <span className={`depth-chart__cursor depth-chart__cursor--${reading.side}`} style={{ left: `${(xOf(scale, reading.point.price) / WIDTH) * 100}%` }} aria-hidden="true" />
            <dl className="depth-chart__reading" data-testid="depth-reading" role="status">
              <div>
                <dt>{t('markets.book.price', { coin: QUOTE_COIN })}</dt>
                <dd>{formatPrice(reading.point.price, pricePrecision)}</dd>
              </div>
              <div>
                <dt>{t('markets.book.total', { coin: coin?.coin ?? '' })}</dt>
                <dd>{formatAmount(reading.point.total, amountPrecision)}</dd>
              </div>
            </dl>
          </>
        )}
      </div>
      <div className="depth-chart__axis">
        <span>{formatPrice(scale.low, pricePrecision)}</span>
        <span>{mid ? formatPrice(mid, pricePrecision) : ''}</span>
        <span>{formatPrice(scale.low.plus(scale.span), pricePrecision)}</span>
      </div>
    </div>
  );
}
