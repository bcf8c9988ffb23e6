/** The member's accounts: balances (live through `user.balance`), lookups and how a coin's amount is shown. */
export { availableCoin, availableUsdt } from './balance-lookup';
export { BILL_TYPE_KEYS } from './bill-type-names';
export { COIN_QUANTITY_DECIMALS, displayDecimals, ledgerDecimals } from './coin-decimals';
export { balancesQueryKey, balancesQueryOptions, useBalances } from './get-balances';
export { PayoutProgress } from './payout-progress';
export { ReviewStatusTag, type ReviewStatus } from './review-status-tag';
export { useLiveBalances } from './use-live-balances';
