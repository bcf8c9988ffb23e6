/** What the app layer may use from the admin feature (operator review; the later console grows here). */
export { OperatorsOnly } from './components/operators-only';
export { ReviewDesk } from './components/review-desk';
