import type { BillRow } from '@halyard/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BillBook } from './bill-book';
import { configureApiClient } from '../../../lib/api-client';
import { writeStored } from '../../../lib/storage';
import { englishForTests } from '../../../lib/test-i18n';

const depositBill: BillRow = {
  id: 7, account: 'fund', coin: 'USDT', type: 'deposit', amount: '100', frozenChange: '0',
  availableAfter: '100', frozenAfter: '0', refType: 'deposit', refId: '3', createdAt: '2026-11-01T10:00:00.000Z',
};
const freezeBill: BillRow = { ...depositBill, id: 8, type: 'withdrawal_freeze', amount: '-20', frozenChange: '20', availableAfter: '80', frozenAfter: '20' };

const fetchMock = vi.fn<typeof fetch>();

/** The query of every bill request so far, without the paging. */
function filtersAsked(): string[] {
  return fetchMock.mock.calls.map(([url]) => {
    const search = new URL(String(url), 'http://app.test').searchParams;
    search.delete('pageNum');
    search.delete('pageSize');
    return search.toString();
  });
}

function renderBillBook(path = '/bill') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/bill', element: <BillBook /> }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('the bill page', () => {
  beforeAll(async () => {
    await englishForTests();
  });
  beforeEach(() => {
    writeStored('token', 'jwt');
    configureApiClient({ getToken: () => 'jwt' });
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url) => {
      const type = new URL(String(url), 'http://app.test').searchParams.get('type');
      const rows = type === 'withdrawal_freeze' ? [freezeBill] : type === null ? [freezeBill, depositBill] : [];
      return new Response(JSON.stringify({ code: 200, msg: 'ok', data: { rows, total: rows.length } }));
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('turns each filter chip into the query of the bill list, and keeps it in the address', async () => {
    const router = renderBillBook();
    await screen.findByTestId('bill-list');
    expect(filtersAsked()).toEqual(['']);

    fireEvent.click(screen.getByTestId('bill-filter-account-fund'));
    await waitFor(() => expect(filtersAsked().at(-1)).toBe('account=fund'));
    fireEvent.click(screen.getByTestId('bill-filter-type-withdrawal_freeze'));
    await waitFor(() => expect(filtersAsked().at(-1)).toBe('account=fund&type=withdrawal_freeze'));
    expect(router.state.location.search).toBe('?account=fund&type=withdrawal_freeze');

    fireEvent.click(screen.getByTestId('bill-filter-account-all'));
    await waitFor(() => expect(filtersAsked().at(-1)).toBe('type=withdrawal_freeze'));
    expect(screen.getByTestId('bill-filter-account-all').getAttribute('aria-checked')).toBe('true');
  });

  it('starts from the filter in the address', async () => {
    renderBillBook('/bill?account=mining&type=deposit');
    await screen.findByTestId('bill-list-empty');
    expect(filtersAsked()).toEqual(['account=mining&type=deposit']);
    expect(screen.getByText('No data available')).toBeTruthy();
  });

  it('shows each bill with its translated type, signed amount, balance after and the end of the list', async () => {
    renderBillBook();
    const deposit = await screen.findByTestId('bill-row-7');
    expect(deposit.textContent).toContain('Deposit');
    expect(deposit.textContent).toContain('Fund account');
    expect(screen.getAllByTestId('bill-amount').map((node) => [node.textContent, node.className])).toEqual([
      ['-20.00 USDT', 'record-row__amount amount--down'],
      ['+100.00 USDT', 'record-row__amount amount--up'],
    ]);
    expect(screen.getByTestId('bill-frozen').textContent).toBe('Frozen +20.00');
    expect(deposit.textContent).toContain('Balance 100.00');
    expect((await screen.findByTestId('list-end')).textContent).toBe('No more data');
  });
});
