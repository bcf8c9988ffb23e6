/** Terms every trading feature shares: the published rates and minimums, and a pair's live index price. */
export { financeConfigQueryOptions, getFinanceConfig, useFinanceConfig } from './get-finance-config';
export { useIndexPrice } from './get-index-price';
