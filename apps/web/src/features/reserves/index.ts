/** What the app layer may use from the proof of reserves feature. */
export { ReservesPage } from './components/reserves-page';
