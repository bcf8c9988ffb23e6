/**
 * Terms every trading feature shares: the published rates and minimums, a pair's live 24 h
 * figures and index price (one query), and the public record of an index second.
 */
export { financeConfigQueryOptions, getFinanceConfig, useFinanceConfig } from './get-finance-config';
export { useIndexPrice } from './get-index-price';
export { IndexSecond, indexPriceLink } from './index-second';
export { marketDetailQueryOptions, useMarketDetail } from './market-detail';
