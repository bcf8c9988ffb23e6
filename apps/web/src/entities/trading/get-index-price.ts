import type { MarketDetail } from '@halyard/shared';
import { useMarketDetail } from './market-detail';

/** A price as exact decimal text: a feed number goes through its shortest decimal form, never float arithmetic. */
function priceText(detail: MarketDetail): string {
  return String(detail.close);
}

/**
 * The pair's index price (the feed's last price, which every fill and trigger uses) as decimal
 * text: the last price of the pair's market detail, the same query (and the same
 * `market.<pair>.detail` pushes, once a second) as the page's 24 h figures, so a desk asks once.
 */
export function useIndexPrice(pair: string): string | undefined {
  return useMarketDetail(pair, priceText).data;
}
