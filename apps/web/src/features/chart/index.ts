/** What the app layer may use from the chart feature. */
export { KlinePage } from './components/kline-page';
