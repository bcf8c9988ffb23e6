import { marketChannels, type ContractOrderBody, type MarketDetail } from '@halyard/shared';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, type ApiRequest } from '../../../lib/api-client';
import { writeStored } from '../../../lib/storage';
import { showToast } from '../../../lib/toast';
import { englishForTests, renderWithQueries } from '../test-setup';
import { ContractOrderForm } from './contract-order-form';

const socket = await vi.hoisted(async () => (await import('../test-setup')).fakeSocket());
vi.mock('../../../lib/use-socket-channel', () => ({ useSocketChannel: socket.useSocketChannel }));
vi.mock('../../../lib/api-client', async (original) => (await import('../../../lib/testing/api-request-seam')).answeredByRequest(await original()));
vi.mock('../../../lib/toast', () => ({ showToast: vi.fn() }));

const detail: MarketDetail = { id: 1, open: 49000, close: 50000, low: 48000, high: 51000, amount: 1, vol: 1, count: 1, version: 1, symbol: 'btcusdt', ts: 1 };
let placed: ContractOrderBody[] = [];
let refuse: ApiError | undefined;

function answer(request: ApiRequest): Promise<unknown> {
  switch (request.path) {
    case '/member/ContractLevel/listH5':
      return Promise.resolve({ rows: [5, 10, 20, 50, 100].map((leverage) => ({ leverage })), total: 5 });
    case '/member/financeConfig/listH5':
      return Promise.resolve({ contractFeeRate: '0.0005', maintenanceMarginRate: '0.005', contractMinMargin: '5', fillRule: 'rule' });
    case '/member/ContractRecord/getFree':
      return Promise.resolve({ available: request.query?.leverage === 20 ? '990.09' : '995.02', balance: '1000' });
    case '/market/detail':
      return Promise.resolve(detail);
    case '/member/ContractRecord/add':
      if (refuse) return Promise.reject(refuse);
      placed.push(request.json as ContractOrderBody);
      return Promise.resolve({ id: 7, status: 'open' });
    default:
      return Promise.reject(new Error(`unexpected ${request.path}`));
  }
}

const input = (testId: string) => screen.getByTestId(testId).querySelector('input') as HTMLInputElement;
const type = (testId: string, value: string) => fireEvent.change(input(testId), { target: { value } });
const text = (testId: string) => screen.getByTestId(testId).textContent;

async function renderForm() {
  renderWithQueries(<ContractOrderForm pair="btcusdt" />);
  await screen.findByTestId('contract-form');
  await waitFor(() => expect(text('contract-available')).toBe('995.02 USDT'));
}

describe('the contract order form', () => {
  beforeAll(async () => {
    await englishForTests();
    // Available funds are read only with a session.
    writeStored('token', 'member-token');
  });
  beforeEach(() => {
    placed = [];
    refuse = undefined;
    vi.mocked(apiRequest).mockReset();
    vi.mocked(apiRequest).mockImplementation(answer);
  });
  afterEach(cleanup);

  it('estimates size, fee, liquidation price and cost as the member types, and again at every tick', async () => {
    await renderForm();
    expect(text('contract-estimate-size')).toBe('--');
    type('contract-margin', '100');
    await waitFor(() => expect(text('contract-estimate-size')).toBe('0.020000 BTC'));
    expect(text('contract-estimate-fee')).toBe('0.5000 USDT');
    expect(text('contract-estimate-liquidation')).toBe('45,250.00');
    expect(text('contract-estimate-cost')).toBe('100.50 USDT');
    act(() => socket.push(marketChannels.detail('btcusdt'), { ...detail, close: 40000 }));
    await waitFor(() => expect(text('contract-estimate-size')).toBe('0.025000 BTC'));
    expect(text('contract-estimate-liquidation')).toBe('36,200.00');
  });

  it('says which field is empty, and asks for the correct amount', async () => {
    await renderForm();
    fireEvent.click(screen.getByTestId('contract-submit'));
    expect(text('contract-problem')).toBe('Margin cannot be empty');
    expect(input('contract-margin').getAttribute('aria-invalid')).toBe('true');
    type('contract-margin', 'abc');
    fireEvent.click(screen.getByTestId('contract-submit'));
    expect(text('contract-problem')).toBe('Enter the correct amount');
    fireEvent.click(screen.getByTestId('contract-type-limit'));
    type('contract-price', '');
    fireEvent.click(screen.getByTestId('contract-submit'));
    expect(text('contract-problem')).toBe('Price cannot be empty');
    type('contract-price', '49000');
    type('contract-margin', '2000');
    fireEvent.click(screen.getByTestId('contract-submit'));
    expect(text('contract-problem')).toBe('Not enough available funds at this leverage');
    expect(placed).toEqual([]);
  });

  it('starts a limit at the index price and fills quick shares of what is available at the leverage', async () => {
    await renderForm();
    fireEvent.click(screen.getByTestId('contract-type-limit'));
    expect(input('contract-price').value).toBe('50000.00');
    fireEvent.click(screen.getByTestId('contract-share-50'));
    expect(input('contract-margin').value).toBe('497.51');
    // The slider moves over the published levels only: its third stop is 20x.
    fireEvent.change(screen.getByTestId('contract-leverage-range'), { target: { value: '2' } });
    expect(text('contract-leverage-value')).toBe('20x');
    await waitFor(() => expect(text('contract-available')).toBe('990.09 USDT'));
    fireEvent.click(screen.getByTestId('contract-share-100'));
    expect(input('contract-margin').value).toBe('990.09');
  });

  it('shows the order once more before sending it, then sends exactly that', async () => {
    await renderForm();
    fireEvent.click(screen.getByTestId('contract-side-short'));
    type('contract-margin', '100');
    fireEvent.click(screen.getByTestId('contract-triggers-toggle').querySelector('input') as HTMLInputElement);
    type('contract-stop-profit', '45000');
    type('contract-stop-loss', '52000');
    fireEvent.click(screen.getByTestId('contract-submit'));
    await screen.findByTestId('contract-confirm');
    expect(text('contract-confirm-details-side')).toBe('Short');
    expect(text('contract-confirm-details-price')).toBe('Best market price');
    expect(text('contract-confirm-details-size')).toBe('0.020000 BTC');
    expect(text('contract-confirm-details-liquidation')).toBe('54,750.00');
    expect(text('contract-confirm-details-stopProfit')).toBe('45,000.00');
    expect(placed).toEqual([]);
    fireEvent.click(screen.getByTestId('contract-confirm-submit'));
    await waitFor(() => expect(placed).toEqual([{ pair: 'btcusdt', side: 'short', priceType: 'market', margin: '100', leverage: 10, stopProfit: '45000', stopLoss: '52000' }]));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('success', 'Position opened'));
    await waitFor(() => expect(input('contract-margin').value).toBe(''));
    // The next order starts without the last one's levels.
    expect(input('contract-stop-profit').value).toBe('');
    expect(input('contract-stop-loss').value).toBe('');
  });

  it('takes the size in the coin and sends the margin that buys it, showing the exact size', async () => {
    await renderForm();
    fireEvent.click(screen.getByTestId('contract-unit-size'));
    type('contract-margin', '0.015');
    // 0.015 × 50,000 / 10 = 75.00 USDT, which buys 75 × 10 / 50,000 = 0.015000 BTC
    expect(text('contract-amount-other')).toBe('Margin 75.00 USDT · exact size 0.015000 BTC');
    fireEvent.click(screen.getByTestId('contract-submit'));
    fireEvent.click(await screen.findByTestId('contract-confirm-submit'));
    await waitFor(() => expect(placed).toEqual([{ pair: 'btcusdt', side: 'long', priceType: 'market', margin: '75', leverage: 10 }]));
  });

  it('refuses a size with more decimals than the coin has', async () => {
    await renderForm();
    fireEvent.click(screen.getByTestId('contract-unit-size'));
    type('contract-margin', '0.0000001');
    fireEvent.click(screen.getByTestId('contract-submit'));
    expect(text('contract-problem')).toBe('Enter the correct amount');
    expect(placed).toEqual([]);
  });

  it('shows the server’s refusal under the form, once', async () => {
    refuse = new ApiError('server', 'Insufficient balance', 901);
    await renderForm();
    type('contract-margin', '100');
    fireEvent.click(screen.getByTestId('contract-submit'));
    fireEvent.click(await screen.findByTestId('contract-confirm-submit'));
    await waitFor(() => expect(text('contract-problem')).toBe('Insufficient balance'));
    expect(screen.getAllByText('Insufficient balance')).toHaveLength(1);
  });
});
