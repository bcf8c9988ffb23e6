import type { MemberMessage } from '@halyard/shared';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client';
import { ALERT_TOASTS_SHOWN } from '../alert-toast';
import { englishForTests, renderWithQueries } from '../test-setup';
import { AlertToasts } from './alert-toasts';

const socket = await vi.hoisted(async () => (await import('../test-setup')).fakeSocket());
vi.mock('../../../lib/use-socket-channel', () => ({ useSocketChannel: socket.useSocketChannel }));
vi.mock('../../../lib/api-client', async (original) => (await import('../../../lib/testing/api-request-seam')).answeredByRequest(await original()));

function message(id: number, kind: string, params: Record<string, string>, refType: string | null = 'contract', refId: string | null = '12'): MemberMessage {
  return { id, kind, params, refType, refId, read: false, createdAt: '2026-11-29T03:00:00.000Z' };
}

const stopLoss = message(7, 'contractStopLoss', { pair: 'btcusdt', side: 'buy', size: '0.01', price: '87000', pnl: '-10', fee: '0.87', netPnl: '-11.74', coin: 'USDT' });
const arrive = (pushed: MemberMessage) => act(() => socket.push('user.messages', { message: pushed, unread: 1 }));

describe('alerts arriving while the app is open', () => {
  beforeAll(async () => {
    await englishForTests();
  });
  beforeEach(() => {
    vi.mocked(apiRequest).mockReset();
    vi.mocked(apiRequest).mockResolvedValue({ count: 0 });
  });
  afterEach(cleanup);

  it('show as a toast in the member\'s words, coloured by the result, and a tap opens the record and marks it read', async () => {
    const onOpenRecord = vi.fn();
    renderWithQueries(<AlertToasts onOpenRecord={onOpenRecord} />);
    expect(screen.queryByTestId('alert-toasts')).toBeNull();
    arrive(stopLoss);
    const toast = await screen.findByTestId('alert-toast-7');
    expect(toast.textContent).toBe('Stop loss triggeredNet PnL -11.74 USDT');
    expect(toast.dataset.tone).toBe('loss');

    fireEvent.click(screen.getByText('Stop loss triggered'));
    expect(onOpenRecord).toHaveBeenCalledWith('/trade?mode=contract&order=12');
    await waitFor(() => expect(apiRequest).toHaveBeenCalledWith(expect.objectContaining({ method: 'POST', path: '/member/message/read', json: { ids: [7] } })));
    expect(screen.queryByTestId('alert-toast-7')).toBeNull();
  });

  it('leave prompts to their popup, warn of a liquidation, and keep the newest few', async () => {
    renderWithQueries(<AlertToasts onOpenRecord={vi.fn()} />);
    arrive(message(1, 'prompt', {}, 'prompt', '3'));
    expect(screen.queryByTestId('alert-toasts')).toBeNull();

    arrive(message(2, 'contractLiquidated', { pair: 'ethusdt', side: 'sell', size: '1', price: '3300', pnl: '-50', netPnl: '-51.65' }));
    expect((await screen.findByTestId('alert-toast-2')).dataset.tone).toBe('warning');
    arrive(message(3, 'optionSettled', { pair: 'btcusdt', direction: 'rise', amount: '100', payout: '90', net: '-10.1', result: 'lose' }, 'option', '4'));
    expect((await screen.findByTestId('alert-toast-3')).textContent).toContain('Lost 10.10 USDT · paid back 90.00');
    arrive(message(4, 'depositPassed', { amount: '25', coin: 'USDT', credited: '25' }, 'deposit', '9'));
    arrive(message(5, 'boxPaid', { prize: '25', cost: '10', coin: 'USDT' }, 'blindBox', '6'));
    const shown = () => screen.getAllByRole('listitem').map((item) => item.dataset.testid);
    await waitFor(() => expect(shown()).toEqual(['alert-toast-5', 'alert-toast-4', 'alert-toast-3']));
    expect(shown()).toHaveLength(ALERT_TOASTS_SHOWN);
    expect(screen.getByTestId('alert-toast-5').dataset.tone).toBe('profit');

    fireEvent.click(screen.getAllByRole('button', { name: 'Dismiss' })[0] as HTMLElement);
    await waitFor(() => expect(shown()).toEqual(['alert-toast-4', 'alert-toast-3']));
  });
});
