/** What the app layer may use from the markets feature. */
export { MarketBoard } from './components/market-board';
export { BookAndTrades } from './components/book-and-trades';
export { DepthChart } from './components/depth-chart';
export { PairFavouriteStar, type FavouritesAccess } from './components/favourite-star';
export { MarketOverview } from './components/market-overview';
export { MarketStats } from './components/market-stats';
export { OrderBook } from './components/order-book';
export { PairPicker } from './components/pair-picker';
export { PairDayStats, PairQuote } from './components/pair-quote';
export { QuotesList } from './components/quotes-list';
export { RecentTrades } from './components/recent-trades';
