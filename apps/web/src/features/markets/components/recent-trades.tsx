import { coinByPair, DEFAULT_DECIMALS, QUOTE_COIN } from '@halyard/shared';
import { useTranslation } from '../../../lib/i18n';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { ListEnd } from '../../../components/list-end';
import { formatAmount, formatClock, formatPrice } from '../../../lib/format';
import { useRecentTrades } from '../api/get-recent-trades';
import { TradeRowsSkeleton } from './market-skeletons';
import '../book-and-trades.css';

/**
 * The pair's latest trades, newest on top, live. `limit` shows the first few (the trade page);
 * without it the whole list the server keeps, ending in "No more data" (the history page).
 */
export function RecentTrades({ pair, limit }: { pair: string; limit?: number }) {
  const { t } = useTranslation();
  const trades = useRecentTrades(pair);
  const coin = coinByPair(pair);
  if (trades.isPending) return <TradeRowsSkeleton rows={limit ?? 20} />;
  if (trades.isError) return <ErrorState error={trades.error} onRetry={() => void trades.refetch()} />;
  if (!trades.data.length) return <EmptyState />;
  const shown = limit === undefined ? trades.data : trades.data.slice(0, limit);
  return (
    <div className="trade-list" data-testid="trade-list">
      <div className="trade-list__head">
        <span>{t('markets.trades.time')}</span>
        <span>{t('markets.trades.price', { coin: QUOTE_COIN })}</span>
        <span>{t('markets.trades.amount', { coin: coin?.coin ?? '' })}</span>
      </div>
      <ul>
        {shown.map((trade) => (
          <li key={trade.tradeId} className={`trade-row trade-row--${trade.direction}`} data-testid="trade-row">
            <span>{formatClock(trade.ts)}</span>
            <span className="trade-row__price">
              {/* The colour says buy or sell; a screen reader hears it in words. */}
              <span className="visually-hidden">{t(`markets.trades.${trade.direction}`)} </span>
              <span data-testid="trade-price">{formatPrice(trade.price, coin?.pricePrecision ?? DEFAULT_DECIMALS)}</span>
            </span>
            <span>{formatAmount(trade.amount, coin?.amountPrecision ?? DEFAULT_DECIMALS)}</span>
          </li>
        ))}
      </ul>
      {limit === undefined && <ListEnd />}
    </div>
  );
}
