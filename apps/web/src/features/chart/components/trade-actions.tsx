import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';

/** Buy and sell open the trade page on this pair; `side` tells it which form to show. */
export function TradeActions({ pair, tradePath }: { pair: string; tradePath: string }) {
  const { t } = useTranslation();
  const tradeLink = (side: 'buy' | 'sell') => `${tradePath}?${new URLSearchParams({ symbol: pair, side }).toString()}`;
  return (
    <div className="trade-actions">
      <Link className="trade-actions__button trade-actions__button--buy" to={tradeLink('buy')} data-testid="chart-buy">
        {t('chart.buy')}
      </Link>
      <Link className="trade-actions__button trade-actions__button--sell" to={tradeLink('sell')} data-testid="chart-sell">
        {t('chart.sell')}
      </Link>
    </div>
  );
}
