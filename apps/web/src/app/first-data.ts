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
const firstData: Partial<Record<RouteName, (url: URL) => Promise<void>>> = {
  // Everything home's first screen draws, so it draws in one go (src/theme-boot.js started these reads with the page).
  home: async () => {
    const [{ prefetchShowcase }, { prefetchLatestBulletins }, { marketOverviewQueryOptions }] = await Promise.all([
      import('../features/content/api/get-showcase'),
      import('../features/content/api/get-articles'),
      import('../features/markets/api/get-market-overview'),
    ]);
    await Promise.all([
      prefetchShowcase(queryClient, 'banner'),
      prefetchLatestBulletins(queryClient),
      queryClient.prefetchQuery(marketOverviewQueryOptions),
      prefetchShowcase(queryClient, 'partner'),
    ]);
  },
  trade: async (url) => {
    const { financeConfigQueryOptions } = await import('../entities/trading/get-finance-config');
    await Promise.all([queryClient.prefetchQuery(financeConfigQueryOptions), prefetchMarketDetail(url)]);
  },
  chart: prefetchMarketDetail,
  reserves: async () => {
    const { prefetchReserveSnapshots } = await import('../features/reserves/api/get-reserve-snapshots');
    await prefetchReserveSnapshots(queryClient);
  },
};

/**
 * How long the first page the app opens waits behind the shell for its first data, at most: on a
 * slow phone network the answer shares the line with the page's scripts (over Slow 4G it came
 * 1.2 s after it was asked for, 100 ms after the page's module).
 */
export const FIRST_PAGE_DATA_WAIT_MS = 3_000;
let firstPage = true;

/**
 * Starts a page's first data. The first page the app opens waits for it (3 s at most) behind
 * the shell, which already shows what the server could put there (home's banner, a quotes page's
 * price): the page then draws complete, instead of blinking from the shell's figures to its own
 * placeholders and back. Later navigations never wait: their pages show their own skeletons.
 */
export function startFirstData(name: RouteName, url: URL): Promise<void> | undefined {
  const loading = firstData[name]?.(url).catch(() => undefined);
  if (!firstPage) return undefined;
  firstPage = false;
  return loading && Promise.race([loading, new Promise<void>((resolve) => setTimeout(resolve, FIRST_PAGE_DATA_WAIT_MS))]);
}
