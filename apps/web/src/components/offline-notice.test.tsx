import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import messagesEnUs from '../locales/en_US.json';
import { englishForTests } from '../lib/test-i18n';
import { OfflineNotice } from './offline-notice';

function goOnline(online: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('the offline notice', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks for nothing when the app opens online, and reloads what is on screen once the network is back', async () => {
    await englishForTests();
    const queryClient = new QueryClient();
    const refetch = vi.spyOn(queryClient, 'refetchQueries').mockResolvedValue(undefined);
    render(
      <QueryClientProvider client={queryClient}>
        <OfflineNotice />
      </QueryClientProvider>,
    );
    expect(screen.queryByTestId('offline-notice')).toBeNull();
    expect(refetch).not.toHaveBeenCalled();

    act(() => goOnline(false));
    expect(screen.getByTestId('offline-notice').textContent).toBe(messagesEnUs.common.offline);
    expect(refetch).not.toHaveBeenCalled();

    act(() => goOnline(true));
    expect(screen.queryByTestId('offline-notice')).toBeNull();
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(refetch).toHaveBeenCalledWith({ type: 'active' });
  });
});
