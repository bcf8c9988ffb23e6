import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, type ApiRequest } from '../../../lib/api-client';
import { englishForTests, renderWithQueries, tickerFor } from '../test-setup';
import { QuotesList } from './quotes-list';

const socket = await vi.hoisted(async () => (await import('../test-setup')).fakeSocket());
vi.mock('../../../lib/use-socket-channel', () => ({ useSocketChannel: socket.useSocketChannel }));
vi.mock('../../../lib/api-client', async (original) => (await import('../../../lib/testing/api-request-seam')).answeredByRequest(await original()));

const markets = [tickerFor('btcusdt', 100, 110), tickerFor('ethusdt', 100, 95), tickerFor('etcusdt', 20, 21)];

const shownPairs = () => screen.queryAllByTestId('market-pair').map((pair) => pair.textContent);
const star = (pair: string) => screen.getByTestId(`favourite-${pair}`);

describe('favourites in the quotes list', () => {
  let refuseStars = false;
  /** Holds the server's answer to a star until the test lets it go. */
  let answerStar: () => void = () => undefined;
  beforeAll(async () => {
    await englishForTests();
  });
  beforeEach(() => {
    refuseStars = false;
    vi.mocked(apiRequest).mockReset();
    vi.mocked(apiRequest).mockImplementation((request: ApiRequest) => {
      if (request.path === '/member/favourites') return Promise.resolve({ pairs: ['ethusdt'] });
      if (request.path.startsWith('/member/favourites/')) {
        return new Promise((resolve, reject) => {
          answerStar = () => (refuseStars ? reject(new ApiError('rejected', 'refused', 901)) : resolve({ pairs: ['ethusdt', 'btcusdt'] }));
        });
      }
      return Promise.resolve({ markets });
    });
  });
  afterEach(cleanup);

  it('opens on the Favourites tab when the member has some, and stars a pair from All at once', async () => {
    renderWithQueries(<QuotesList onOpen={() => undefined} favourites={{ signedIn: true, onSignIn: () => undefined }} />);
    await waitFor(() => expect(shownPairs()).toEqual(['ETH/USDT']));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Favourites', 'All']);
    fireEvent.click(screen.getByTestId('quotes-tab-all'));
    await waitFor(() => expect(shownPairs()).toEqual(['BTC/USDT', 'ETH/USDT', 'ETC/USDT']));
    expect(star('ethusdt').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(star('btcusdt'));
    // Starred on screen before the server has answered.
    await waitFor(() => expect(star('btcusdt').getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() => expect(vi.mocked(apiRequest)).toHaveBeenCalledWith(expect.objectContaining({ method: 'PUT', path: '/member/favourites/btcusdt' })));
    act(() => answerStar());
    fireEvent.click(screen.getByTestId('quotes-tab-favourites'));
    await waitFor(() => expect(shownPairs()).toEqual(['ETH/USDT', 'BTC/USDT']));
  });

  it('puts a star back when the server refuses it', async () => {
    refuseStars = true;
    renderWithQueries(<QuotesList onOpen={() => undefined} favourites={{ signedIn: true, onSignIn: () => undefined }} />);
    await waitFor(() => expect(shownPairs()).toEqual(['ETH/USDT']));
    fireEvent.click(star('ethusdt'));
    await waitFor(() => expect(star('ethusdt').getAttribute('aria-pressed')).toBe('false'));
    await waitFor(() => expect(vi.mocked(apiRequest)).toHaveBeenCalledWith(expect.objectContaining({ method: 'DELETE', path: '/member/favourites/ethusdt' })));
    act(() => answerStar());
    await waitFor(() => expect(star('ethusdt').getAttribute('aria-pressed')).toBe('true'));
  });

  it('asks a visitor to sign in instead of starring, and says so in the Favourites tab', async () => {
    const onSignIn = vi.fn();
    renderWithQueries(<QuotesList onOpen={() => undefined} favourites={{ signedIn: false, onSignIn }} />);
    await waitFor(() => expect(shownPairs()).toHaveLength(3));
    act(() => star('btcusdt').click());
    expect(onSignIn).toHaveBeenCalledTimes(1);
    expect(vi.mocked(apiRequest)).not.toHaveBeenCalledWith(expect.objectContaining({ path: '/member/favourites' }));
    fireEvent.click(screen.getByTestId('quotes-tab-favourites'));
    expect(screen.getByTestId('favourites-sign-in').textContent).toContain('Sign in to keep your favourite pairs');
  });
});
