import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../paths';
import { EmptyState } from '../../../components/empty-state';
import { PageSection } from '../../../components/page-section';
import { MarketStats, OrderBook, PairPicker, RecentTrades } from '../../../features/markets';
import { useSelectedPair } from '../../../lib/selected-pair';

/** The recent trades shown beside the book; the history page has them all. */
const TRADES_SHOWN = 20;

/** /trade?symbol=: the pair's price, order book and latest trades, live; spot orders come with trading. */
export default function TradeRoute() {
  const { t } = useTranslation();
  const { pair, selectPair } = useSelectedPair();
  return (
    <div className="trade-page" data-testid="trade-page">
      <div className="trade-page__bar">
        <PairPicker pair={pair} onChoose={selectPair} />
        <nav className="trade-page__links">
          <Link to={`${paths.chart}?symbol=${pair}`} data-testid="trade-open-chart">
            {t('markets.trade.chart')}
          </Link>
          <Link to={`${paths.history}?symbol=${pair}`} data-testid="trade-open-history">
            {t('markets.trade.history')}
          </Link>
        </nav>
      </div>
      <MarketStats pair={pair} />
      <PageSection title={t('markets.trade.orderForm')} testId="section-orderForm">
        <EmptyState text={t('markets.trade.orderFormLater')} testId="order-form-later" />
      </PageSection>
      <PageSection title={t('markets.book.title')} testId="section-orderBook">
        <OrderBook pair={pair} />
      </PageSection>
      <PageSection title={t('markets.trades.title')} testId="section-trades">
        <RecentTrades pair={pair} limit={TRADES_SHOWN} />
      </PageSection>
    </div>
  );
}
