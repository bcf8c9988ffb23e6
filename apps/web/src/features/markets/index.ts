/** What the app layer may use from the markets feature. */
export { MarketOverview } from './components/market-overview';
export { MarketStats } from './components/market-stats';
export { OrderBook } from './components/order-book';
export { PairPicker } from './components/pair-picker';
export { QuotesList } from './components/quotes-list';
export { RecentTrades } from './components/recent-trades';
