import { queryClient } from '../lib/query-client';
import type { RouteName } from './paths';

/** The pair a quotes page opens on, as its page reads it (lib/selected-pair.ts). */
async function openingPair(url: URL): Promise<string> {
  const { pairOf, useSelectedPairStore } = await import('../lib/selected-pair');
  return pairOf(url.searchParams, useSelectedPairStore.getState().pair);
}

async function prefetchMarketDetail(url: URL): Promise<void> {
  const [pair, { marketDetailQueryOptions }] = await Promise.all([openingPair(url), import('../entities/trading/market-detail')]);
  await queryClient.prefetchQuery(marketDetailQueryOptions(pair));
}

/**
 * The data a page shows first (what its largest paint waits for), asked for by the route's loader
 * while the page's module loads, instead of after it has loaded and rendered. Failures are left
 * to the page: its own query asks again and shows the error.
 */
export const firstData: Partial<Record<RouteName, (url: URL) => Promise<void>>> = {
  home: () => import('../features/content/api/get-showcase').then(({ prefetchBanners }) => prefetchBanners(queryClient)),
  trade: async (url) => {
    const { financeConfigQueryOptions } = await import('../entities/trading/get-finance-config');
    await Promise.all([queryClient.prefetchQuery(financeConfigQueryOptions), prefetchMarketDetail(url)]);
  },
  chart: prefetchMarketDetail,
};
