import { MARKET_TICKERS_CHANNEL, type HomeDetails } from '@halyard/shared';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client';
import { renderWithQueries, tickerFor } from '../test-setup';
import { marketOverviewQueryKey, mergeTickers, useMarketOverview } from './get-market-overview';

const socket = await vi.hoisted(async () => (await import('../test-setup')).fakeSocket());
vi.mock('../../../lib/use-socket-channel', () => ({ useSocketChannel: socket.useSocketChannel }));
vi.mock('../../../lib/api-client', async (original) => (await import('../../../lib/testing/api-request-seam')).answeredByRequest(await original()));

const firstRead: HomeDetails = { markets: [tickerFor('btcusdt', 100, 110), tickerFor('ethusdt', 100, 95), tickerFor('etcusdt', 20, 21)] };

/** The overview as plain text: `btcusdt 110 | ethusdt 95 | ...`. */
function Overview() {
  const { data } = useMarketOverview();
  return <p data-testid="overview">{data?.map((ticker) => `${ticker.symbol} ${ticker.close}`).join(' | ')}</p>;
}

describe('the live market overview', () => {
  beforeEach(() => {
    vi.mocked(apiRequest).mockReset();
    vi.mocked(apiRequest).mockResolvedValue(firstRead);
  });
  afterEach(cleanup);

  it('reads getAlldDetails once, then patches the cache from market.tickers without re-fetching', async () => {
    const { queryClient } = renderWithQueries(<Overview />);
    await waitFor(() => expect(screen.getByTestId('overview').textContent).toBe('btcusdt 110 | ethusdt 95 | etcusdt 21'));
    expect(apiRequest).toHaveBeenCalledWith({ method: 'GET', path: '/home/getAlldDetails', showsOwnErrors: true });

    act(() => socket.push(MARKET_TICKERS_CHANNEL, [tickerFor('ethusdt', 100, 99), tickerFor('btcusdt', 100, 111)]));
    await waitFor(() => expect(screen.getByTestId('overview').textContent).toBe('btcusdt 111 | ethusdt 99 | etcusdt 21'));
    expect(queryClient.getQueryData(marketOverviewQueryKey)).toHaveLength(3);
    expect(apiRequest).toHaveBeenCalledTimes(1);
  });

  it('is refetched with the rest of the home data (/home?reload=true)', async () => {
    const { queryClient } = renderWithQueries(<Overview />);
    await waitFor(() => expect(apiRequest).toHaveBeenCalledTimes(1));
    vi.mocked(apiRequest).mockResolvedValue({ markets: [tickerFor('btcusdt', 100, 120)] });
    await act(() => queryClient.refetchQueries({ queryKey: ['home'] }));
    expect(apiRequest).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.getByTestId('overview').textContent).toBe('btcusdt 120'));
  });
});

describe('merging a tickers push', () => {
  it('replaces known rows in place, keeps rows the push left out, and adds new pairs last', () => {
    const current = firstRead.markets;
    const merged = mergeTickers(current, [tickerFor('dogeusdt', 1, 2), tickerFor('etcusdt', 20, 19)]);
    expect(merged.map((row) => [row.symbol, row.close])).toEqual([
      ['btcusdt', 110],
      ['ethusdt', 95],
      ['etcusdt', 19],
      ['dogeusdt', 2],
    ]);
    expect(current.map((row) => row.close)).toEqual([110, 95, 21]);
  });

  it('takes a push that arrives before the first read as it is', () => {
    const fresh = [tickerFor('btcusdt', 1, 2)];
    expect(mergeTickers(undefined, fresh)).toEqual(fresh);
  });
});
