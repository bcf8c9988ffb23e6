import { DEPTH_LEVELS } from '@halyard/shared';
import { Skeleton, SkeletonBlock, SkeletonText } from '../../../components/skeleton';
import '../market-list.css';
import '../book-and-trades.css';

/** Pair rows while the overview loads: coin, name, price and the change chip, at their final size. */
export function MarketRowsSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <Skeleton className="market-list">
      <ul className="market-list__rows">
        {Array.from({ length: rows }, (_, index) => (
          <li key={index}>
            <div className="market-row">
              <SkeletonBlock width={32} height={32} round />
              <span className="market-row__name">
                <strong>
                  <SkeletonText width="84px" />
                </strong>
                <small>
                  <SkeletonText width="60px" />
                </small>
              </span>
              <span className="market-row__price">
                <SkeletonText width="76px" />
              </span>
              <span className="market-row__change market-row__change--skeleton">
                <SkeletonText width="48px" />
              </span>
            </div>
          </li>
        ))}
      </ul>
    </Skeleton>
  );
}

/** The book's levels while the first depth loads: asks, the last price, bids. */
export function OrderBookSkeleton({ levels = DEPTH_LEVELS }: { levels?: number }) {
  const side = Array.from({ length: levels }, (_, index) => (
    <li key={index} className="book-level">
      <span className="book-level__price">
        <SkeletonText width="70%" />
      </span>
      <span className="book-level__size">
        <SkeletonText width="60%" />
      </span>
      <span className="book-level__total">
        <SkeletonText width="60%" />
      </span>
    </li>
  ));
  return (
    <Skeleton className="order-book">
      <div className="order-book__head">
        <SkeletonText width="64px" />
      </div>
      <ol className="order-book__side">{side}</ol>
      <div className="order-book__last">
        <SkeletonText width="120px" />
      </div>
      <ol className="order-book__side">{side}</ol>
    </Skeleton>
  );
}

/** Trade rows while the latest trades load. */
export function TradeRowsSkeleton({ rows = 12 }: { rows?: number }) {
  return (
    <Skeleton className="trade-list">
      <div className="trade-list__head">
        <SkeletonText width="48px" />
      </div>
      <ul>
        {Array.from({ length: rows }, (_, index) => (
          <li key={index} className="trade-row">
            <span>
              <SkeletonText width="56px" />
            </span>
            <span>
              <SkeletonText width="64px" />
            </span>
            <span>
              <SkeletonText width="48px" />
            </span>
          </li>
        ))}
      </ul>
    </Skeleton>
  );
}
