/** What the app layer may use from the admin feature: the operator console, and an agent's referrals. */
export { AdminConsole } from './components/admin-console';
export { OperatorsOnly } from './components/operators-only';
export { ReferralList } from './components/referral-list';
export { ReviewDesk } from './components/review-desk';
export { isConsoleSection, sectionsFor, type ConsoleSection } from './console-sections';
