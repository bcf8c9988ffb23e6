/** What the app layer may use from the blind box feature. */
export { BlindBoxPage } from './components/blind-box-page';
export { OpeningDetail } from './components/opening-detail';
