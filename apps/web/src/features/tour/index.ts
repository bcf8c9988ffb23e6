/** What the app layer may use from the guided tour. */
export { TourButton } from './components/tour-button';
export { isTourPage } from './tour-steps';
