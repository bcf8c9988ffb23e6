import type { Balances } from '@halyard/shared';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BalanceSummary, type OverviewLinks } from './balance-summary';
import { readStored } from '../../../lib/storage';
import { useHideBalancesStore } from '../stores/hide-balances-store';
import { englishForTests } from '../../../lib/test-i18n';

const balances: Balances = {
  totalUsdt: '1234.5678',
  accounts: [
    { account: 'fund', coin: 'USDT', available: '50', frozen: '20' },
    { account: 'options', coin: 'USDT', available: '30.999', frozen: '0' },
    { account: 'staking', coin: 'USDT', available: '0', frozen: '0' },
    { account: 'mining', coin: 'ETH', available: '0.001234567', frozen: '0' },
  ],
};
const links: OverviewLinks = { deposit: '/topUp', withdraw: '/withdrawal', transfer: '/transferRecord', bill: '/bill' };

function shown(testId: string): string | null {
  return screen.getByTestId(testId).textContent;
}

describe('the asset overview', () => {
  beforeAll(async () => {
    await englishForTests();
  });
  beforeEach(() => {
    localStorage.clear();
    useHideBalancesStore.setState({ hidden: false });
    render(
      <MemoryRouter>
        <BalanceSummary state={{ status: 'success', balances }} links={links} />
      </MemoryRouter>,
    );
  });
  afterEach(cleanup);

  it('shows the total and every account, truncated (USDT to 2 places, ETH to 6)', () => {
    expect(shown('total-usdt')).toBe('1,234.56');
    expect([shown('account-fund-available'), shown('account-fund-frozen')]).toEqual(['50.00', '20.00']);
    expect(shown('account-options-available')).toBe('30.99');
    expect(shown('account-mining-available')).toBe('0.001234');
    expect(screen.getByTestId('overview-deposit').getAttribute('href')).toBe('/topUp');
  });

  it('hides every amount behind the eye, remembers it, and shows them again', () => {
    const eye = screen.getByTestId('toggle-balances');
    expect(eye.getAttribute('aria-label')).toBe('Hide balances');
    fireEvent.click(eye);
    expect(shown('total-usdt')).toBe('****');
    expect(shown('account-fund-available')).toBe('****');
    expect(shown('account-mining-available')).toBe('****');
    expect(eye.getAttribute('aria-pressed')).toBe('true');
    expect(eye.getAttribute('aria-label')).toBe('Show balances');
    expect(readStored('hideBalances')).toBe(true);
    expect(JSON.parse(localStorage.getItem('hideBalances') ?? 'null')).toMatchObject({ v: 1, value: true });

    fireEvent.click(eye);
    expect(shown('total-usdt')).toBe('1,234.56');
    expect(readStored('hideBalances')).toBe(false);
  });
});
