import { coinByPair, DEFAULT_DECIMALS, DEPTH_LEVELS, QUOTE_COIN, trendOf } from '@halyard/shared';
import Decimal from '@halyard/shared/decimal';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { formatAmount, formatPrice } from '../../../lib/format';
import { useMarketDepth } from '../api/get-market-depth';
import { useMarketDetail } from '../../../entities/trading';
import { OrderBookSkeleton } from './market-skeletons';
import { groupBook, groupingSteps } from '../book-grouping';
import { BookGrouping } from './book-grouping-select';
import '../book-and-trades.css';
import '../order-book.css';

export interface BookLevel {
  price: Decimal;
  size: Decimal;
  /** Size from the best level up to this one, in the base coin. */
  total: Decimal;
  /** `total` as a share of the deeper side's total (0..1): the width of the depth bar. */
  depth: number;
}

export interface BookLevels {
  /** Top to bottom as shown: the highest ask first, the best (lowest) ask last, next to the spread. */
  asks: BookLevel[];
  /** Top to bottom as shown: the best (highest) bid first, next to the spread. */
  bids: BookLevel[];
}

/** A side best first: the feed's numbers or grouped decimals. */
type BookSide = ReadonlyArray<readonly [Decimal.Value, Decimal.Value]>;

/**
 * The book as it is drawn, asks above the last price and bids below, both sides' bars measured
 * against the larger of the two totals so that they compare. The server sends each side best first.
 */
export function bookLevels(book: { bids: BookSide; asks: BookSide }, levels: number = DEPTH_LEVELS): BookLevels {
  const cumulate = (side: BookSide) => {
    let total = new Decimal(0);
    return side.slice(0, levels).map(([rawPrice, rawSize]) => {
      const size = new Decimal(String(rawSize));
      total = total.plus(size);
      return { price: new Decimal(String(rawPrice)), size, total };
    });
  };
  const asks = cumulate(book.asks);
  const bids = cumulate(book.bids);
  const deepest = Decimal.max(asks.at(-1)?.total ?? 0, bids.at(-1)?.total ?? 0);
  const withDepth = (level: Omit<BookLevel, 'depth'>): BookLevel => ({
    ...level,
    depth: deepest.isZero() ? 0 : level.total.div(deepest).toNumber(),
  });
  return { asks: asks.map(withDepth).reverse(), bids: bids.map(withDepth) };
}

interface LevelProps {
  level: BookLevel;
  side: 'ask' | 'bid';
  pricePrecision: number;
  amountPrecision: number;
}

function Level({ level, side, pricePrecision, amountPrecision }: LevelProps) {
  return (
    <li className={`book-level book-level--${side}`} data-testid={`book-${side}`}>
      <span className="book-level__bar" style={{ width: `${Math.round(level.depth * 1000) / 10}%` }} aria-hidden="true" />
      <span className="book-level__price" data-testid="book-price">
        {formatPrice(level.price, pricePrecision)}
      </span>
      <span className="book-level__size">{formatAmount(level.size, amountPrecision)}</span>
      <span className="book-level__total">{formatAmount(level.total, amountPrecision)}</span>
    </li>
  );
}

/** The last price between the two sides, coloured by the 24 h change like the figures above. */
function LastPrice({ pair, precision }: { pair: string; precision: number }) {
  const { data: detail } = useMarketDetail(pair);
  const trend = detail ? trendOf(detail.open, detail.close) : 'flat';
  return (
    <div className={`order-book__last market-trend--${trend}`} data-testid="book-last">
      {detail ? formatPrice(detail.close, precision) : '--'}
    </div>
  );
}

/** The pair's order book, live: asks above the last price, bids below, with depth bars, grouped by a price step the member picks. */
export function OrderBook({ pair, levels = DEPTH_LEVELS }: { pair: string; levels?: number }) {
  const { t } = useTranslation();
  const depth = useMarketDepth(pair);
  const coin = coinByPair(pair);
  const tickPrecision = coin?.pricePrecision ?? DEFAULT_DECIMALS;
  const amountPrecision = coin?.amountPrecision ?? DEFAULT_DECIMALS;
  const [grouping, setGrouping] = useState({ pair, step: 0 });
  const stepIndex = grouping.pair === pair ? grouping.step : 0;
  if (depth.isPending) return <OrderBookSkeleton levels={levels} />;
  if (depth.isError) return <ErrorState error={depth.error} onRetry={() => void depth.refetch()} />;
  if (!depth.data.asks.length && !depth.data.bids.length) return <EmptyState />;
  const step = groupingSteps(tickPrecision)[stepIndex] ?? new Decimal(1);
  // A coarser step shows fewer decimals: 0.01 x 100 = 1 needs none.
  const pricePrecision = Math.max(0, tickPrecision - stepIndex);
  const { asks, bids } = bookLevels(stepIndex === 0 ? depth.data : groupBook(depth.data, step), levels);
  const levelProps = { pricePrecision, amountPrecision };
  return (
    <div className="order-book" data-testid="order-book" data-grouping={step.toString()}>
      <BookGrouping tickPrecision={tickPrecision} chosen={stepIndex} onChoose={(index) => setGrouping({ pair, step: index })} />
      <div className="order-book__head">
        <span>{t('markets.book.price', { coin: QUOTE_COIN })}</span>
        <span>{t('markets.book.amount', { coin: coin?.coin ?? '' })}</span>
        <span>{t('markets.book.total', { coin: coin?.coin ?? '' })}</span>
      </div>
      <ol className="order-book__side" aria-label={t('markets.book.asks')} data-testid="book-asks">
        {/* Rows keyed by place, not price: a new level rewrites the rows' figures in place instead of moving them (no layout shift). */}
        {asks.map((level, place) => (
          <Level key={place} level={level} side="ask" {...levelProps} />
        ))}
      </ol>
      <LastPrice pair={pair} precision={pricePrecision} />
      <ol className="order-book__side" aria-label={t('markets.book.bids')} data-testid="book-bids">
        {bids.map((level, place) => (
          <Level key={place} level={level} side="bid" {...levelProps} />
        ))}
      </ol>
    </div>
  );
}
