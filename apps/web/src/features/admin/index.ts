/** What the app layer may use from the admin feature: the operator console, and an agent's referrals. */
export { AdminConsole } from './console/components/admin-console';
export { OperatorsOnly } from './console/components/operators-only';
export { ReferralList } from './members/components/referral-list';
export { ReviewDesk } from './review/components/review-desk';
export { isConsoleSection, sectionsFor, type ConsoleSection } from './console/console-sections';
