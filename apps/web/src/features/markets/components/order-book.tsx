import { coinByPair, DEFAULT_DECIMALS, QUOTE_COIN, type DepthTick } from '@halyard/shared';
import Decimal from 'decimal.js';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { formatAmount, formatPrice } from '../../../lib/format';
import { useMarketDepth } from '../api/get-market-depth';
import { useMarketOverview } from '../api/get-market-overview';

export interface BookLevel {
  price: number;
  size: number;
  /** Cumulative size from the best level to this one, as a share of the deeper side's total (0..1). */
  depth: number;
}

/**
 * Both sides with their depth bars: each level's bar is the cumulative size up to it, against
 * the larger of the two sides' totals, so the bars of bids and asks compare. Both sides come
 * best first: they stand side by side, bids left and asks right, the best pair on top.
 */
export function bookLevels(book: DepthTick, levels: number): { asks: BookLevel[]; bids: BookLevel[] } {
  const cumulate = (side: ReadonlyArray<[number, number]>) => {
    let total = new Decimal(0);
    return side.slice(0, levels).map(([price, size]) => {
      total = total.plus(String(size));
      return { price, size, total };
    });
  };
  const asks = cumulate(book.asks);
  const bids = cumulate(book.bids);
  const deepest = Decimal.max(asks[asks.length - 1]?.total ?? 0, bids[bids.length - 1]?.total ?? 0);
  const share = (total: Decimal) => (deepest.isZero() ? 0 : total.div(deepest).toNumber());
  return {
    asks: asks.map(({ price, size, total }) => ({ price, size, depth: share(total) })),
    bids: bids.map(({ price, size, total }) => ({ price, size, depth: share(total) })),
  };
}

function Level({ level, side, pricePrecision, amountPrecision }: { level: BookLevel; side: 'ask' | 'bid'; pricePrecision: number; amountPrecision: number }) {
  return (
    <li className={`book-level book-level--${side}`} data-testid={`book-${side}`}>
      <span className="book-level__bar" style={{ width: `${Math.round(level.depth * 1000) / 10}%` }} aria-hidden="true" />
      <span className="book-level__price">{formatPrice(level.price, pricePrecision)}</span>
      <span className="book-level__size">{formatAmount(level.size, amountPrecision)}</span>
    </li>
  );
}

/** The pair's order book, live: 20 asks above the last price, 20 bids below. */
export function OrderBook({ pair, levels = 20 }: { pair: string; levels?: number }) {
  const { t } = useTranslation();
  const depth = useMarketDepth(pair);
  const lastPrice = useMarketOverview().data?.find((ticker) => ticker.symbol === pair)?.close;
  const coin = coinByPair(pair);
  const pricePrecision = coin?.pricePrecision ?? DEFAULT_DECIMALS;
  const amountPrecision = coin?.amountPrecision ?? DEFAULT_DECIMALS;
  if (depth.isPending) return <LoadingState />;
  if (depth.isError) return <ErrorState onRetry={() => void depth.refetch()} />;
  if (!depth.data.asks.length && !depth.data.bids.length) return <EmptyState />;
  const { asks, bids } = bookLevels(depth.data, levels);
  return (
    <div className="order-book" data-testid="order-book" data-version={depth.data.version}>
      <div className="order-book__last" data-testid="book-last">
        {lastPrice === undefined ? '--' : formatPrice(lastPrice, pricePrecision)}
      </div>
      <div className="order-book__head">
        <span>{t('markets.book.amount', { coin: coin?.coin ?? '' })}</span>
        <span>{t('markets.book.price', { coin: QUOTE_COIN })}</span>
        <span>{t('markets.book.amount', { coin: coin?.coin ?? '' })}</span>
      </div>
      <div className="order-book__sides">
        <ol className="order-book__side" aria-label={t('markets.book.bids')}>
          {bids.map((level) => (
            <Level key={level.price} level={level} side="bid" pricePrecision={pricePrecision} amountPrecision={amountPrecision} />
          ))}
        </ol>
        <ol className="order-book__side" aria-label={t('markets.book.asks')}>
          {asks.map((level) => (
            <Level key={level.price} level={level} side="ask" pricePrecision={pricePrecision} amountPrecision={amountPrecision} />
          ))}
        </ol>
      </div>
    </div>
  );
}
