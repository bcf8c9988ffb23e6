import type { ReserveProofData, ReserveSnapshot } from '@halyard/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReservesPage } from './reserves-page';
import { configureApiClient } from '../../../lib/api-client';
import { writeStored } from '../../../lib/storage';
import { englishForTests } from '../../../lib/test-i18n';
import { testReserveTree } from '../reserves-test-tree';

const { snapshot, proof } = testReserveTree(7);
const earlier: ReserveSnapshot = { ...snapshot, snapshotId: 6, takenAt: '2026-11-28T00:00:00.000Z', liabilities: '9.000000000000000000' };
const btc: ReserveSnapshot = { ...snapshot, coin: 'BTC', reservesStatus: 'notOnChain', liabilities: '0.250000000000000000' };
const eth: ReserveSnapshot = {
  ...snapshot,
  coin: 'ETH',
  liabilities: '2.000000000000000000',
  reservesStatus: 'read',
  reserves: { amount: '3.000000000000000000', blockNumber: 1234, addresses: 40, xpub: 'xpub', wallets: ['0xabc'] },
};

const fetchMock = vi.fn<typeof fetch>();
let listed: ReserveSnapshot[] = [];
let proofAnswer: () => Response = () => envelope(proof);

function envelope(data: unknown, code = 200): Response {
  return new Response(JSON.stringify({ code, msg: code === 200 ? 'ok' : 'Not found', data }), { status: code });
}

function renderPage(signedIn: boolean, onSignIn = () => undefined) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ReservesPage signedIn={signedIn} onSignIn={onSignIn} />
    </QueryClientProvider>,
  );
}

const proofRequests = () => fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://app.test')).filter((url) => url.pathname === '/api/member/reserves/proof');

describe('the proof of reserves page', () => {
  beforeAll(async () => {
    await englishForTests();
  });
  beforeEach(() => {
    listed = [btc, snapshot, eth, earlier];
    proofAnswer = () => envelope(proof);
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url) => {
      const { pathname } = new URL(String(url), 'http://app.test');
      if (pathname === '/api/reserves') return envelope({ rows: listed, total: listed.length });
      if (pathname === '/api/member/reserves/proof') return proofAnswer();
      return envelope(null, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
    // Picking a snapshot scrolls to its cards; jsdom has no scrolling.
    vi.stubGlobal('scrollTo', vi.fn());
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows each coin of the newest snapshot: what is owed, exactly, and why reserves are missing where they are', async () => {
    renderPage(false);
    const usdt = await screen.findByTestId('reserves-coin-USDT');
    expect(screen.getByTestId('reserves-snapshot').textContent).toContain('Snapshot #7');
    expect(within(usdt).getByTestId('reserves-coin-USDT-liabilities').textContent).toBe('15.500000000000000001');
    expect(within(usdt).getByTestId('reserves-status-USDT').textContent).toContain('Reserves not configured');
    expect(within(usdt).getByTestId('reserves-coin-USDT-facts-root').textContent).toBe(snapshot.rootHash);
    expect(screen.getByTestId('reserves-status-BTC').textContent).toContain('Not held on this chain');
    expect(screen.getByTestId('reserves-coin-ETH-reserves').textContent).toBe('3');
    expect(screen.getByTestId('reserves-coin-ETH-ratio').textContent).toBe('150.00%');
    expect(screen.getByTestId('reserves-coin-ETH-facts-block').textContent).toBe('#1234');
    expect(screen.getByTestId('reserves-coin-ETH-facts-addresses').textContent).toBe('40 deposit, 1 declared');
    expect(screen.getByTestId('reserves-coin-ETH-covered').textContent).toBe('Fully backed');
    expect(screen.queryByTestId('reserves-coin-USDT-ratio')).toBeNull();
  });

  it('asks a signed-out visitor to sign in to check their balance, and offers no check', async () => {
    const onSignIn = vi.fn();
    renderPage(false, onSignIn);
    await screen.findByTestId('reserves-coin-USDT');
    expect(screen.queryByTestId('reserves-verify-USDT')).toBeNull();
    fireEvent.click(screen.getByTestId('reserves-sign-in-button'));
    expect(onSignIn).toHaveBeenCalledOnce();
  });

  describe('signed in', () => {
    beforeEach(() => {
      writeStored('token', 'jwt');
      configureApiClient({ getToken: () => 'jwt' });
    });

    it('rebuilds the root from the member’s proof in the browser and says their exact balance is included', async () => {
      renderPage(true);
      fireEvent.click(await screen.findByTestId('reserves-verify-USDT'));
      const verdict = await screen.findByTestId('reserves-verdict-USDT');
      expect(verdict.dataset.verdict).toBe('included');
      expect(verdict.textContent).toBe('Your balance 12.5 USDT is included');
      expect(screen.getByTestId('reserves-proof-USDT-root').textContent).toBe(snapshot.rootHash);
      expect(screen.getByTestId('reserves-proof-USDT-levels').textContent).toBe('2');
      expect(screen.getByTestId('reserves-proof-USDT-nonce').textContent).toBe(proof.nonce);
      expect(proofRequests().map((url) => url.search)).toEqual(['?coin=USDT&snapshotId=7']);
    });

    it('says a proof with one sibling’s sum changed does not verify, and shows the root it rebuilds to', async () => {
      const [first, second] = proof.siblings;
      if (!first || !second) throw new Error('the test tree has two levels');
      const tampered: ReserveProofData = { ...proof, siblings: [first, { ...second, sum: '2.000000000000000001' }] };
      proofAnswer = () => envelope(tampered);
      renderPage(true);
      fireEvent.click(await screen.findByTestId('reserves-verify-USDT'));
      const verdict = await screen.findByTestId('reserves-verdict-USDT');
      expect(verdict.dataset.verdict).toBe('failed');
      expect(verdict.textContent).toContain('This proof does not verify');
      expect(screen.getByTestId('reserves-proof-USDT-root').textContent).not.toBe(snapshot.rootHash);
      expect(screen.getByTestId('reserves-proof-USDT-sum').textContent).toBe('17.500000000000000001 USDT');
    });

    it('says the member held none of the coin when the proof route answers 404', async () => {
      proofAnswer = () => envelope(null, 404);
      renderPage(true);
      fireEvent.click(await screen.findByTestId('reserves-verify-BTC'));
      const verdict = await screen.findByTestId('reserves-verdict-BTC');
      expect(verdict.dataset.verdict).toBe('absent');
      expect(verdict.textContent).toBe('You held no BTC at this snapshot');
    });

    it('checks an earlier snapshot against that snapshot’s own root once it is picked', async () => {
      renderPage(true);
      fireEvent.click(await screen.findByTestId('reserves-history-6'));
      expect(screen.getByTestId('reserves-snapshot').dataset.snapshotId).toBe('6');
      expect(screen.getByTestId('reserves-coin-USDT-liabilities').textContent).toBe('9');
      expect(screen.queryByTestId('reserves-coin-ETH')).toBeNull();
      fireEvent.click(screen.getByTestId('reserves-verify-USDT'));
      // The proof of snapshot 7 does not rebuild snapshot 6's root.
      expect((await screen.findByTestId('reserves-verdict-USDT')).dataset.verdict).toBe('failed');
      expect(proofRequests().map((url) => url.search)).toEqual(['?coin=USDT&snapshotId=6']);
    });
  });

  it('says "No data available" before any snapshot is published, and still explains the proof', async () => {
    listed = [];
    renderPage(true);
    expect((await screen.findByTestId('reserves-empty')).textContent).toContain('No data available');
    expect(screen.queryByTestId('reserves-history')).toBeNull();
    expect(screen.getByTestId('reserves-explainer').textContent).toContain('docs/reserves.md');
  });

  it('shows a failed load with a retry that asks again', async () => {
    let failing = true;
    fetchMock.mockImplementation(async () => (failing ? envelope(null, 500) : envelope({ rows: [snapshot], total: 1 })));
    renderPage(false);
    await screen.findByTestId('error-state');
    failing = false;
    fireEvent.click(screen.getByTestId('error-retry'));
    expect(await screen.findByTestId('reserves-coin-USDT')).toBeTruthy();
  });
});
