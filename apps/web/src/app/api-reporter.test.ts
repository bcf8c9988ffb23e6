import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiReporter } from './api-reporter';
import { useSessionStore } from '../features/session';
import { ApiError } from '../lib/api-client';
import { showToast } from '../lib/toast';
import { useGateStore } from '../stores/gate-store';

vi.mock('../lib/toast', () => ({ showToast: vi.fn() }));
vi.mock('../lib/i18n', () => ({ i18n: { t: (key: string) => key }, messagesReady: Promise.resolve() }));

describe('api reporter (spec §8)', () => {
  const navigate = vi.fn();
  let path = '/overview';
  const report = createApiReporter({ queryClient: new QueryClient(), currentPath: () => path, navigate });
  /** Toasts wait for the messages (resolved here): let that turn pass first. */
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  const lastToast = async () => {
    await settled();
    return vi.mocked(showToast).mock.lastCall;
  };

  beforeEach(() => {
    vi.mocked(showToast).mockClear();
    navigate.mockClear();
    path = '/overview';
  });

  it('401: please log in, clears the session, reloads home', async () => {
    useSessionStore.getState().signIn('jwt', '0xabc');
    report(new ApiError('unauthorized', 'Please log in', 401));
    expect(await lastToast()).toEqual(['error', 'session.pleaseLogIn']);
    expect(useSessionStore.getState().token).toBeUndefined();
    expect(localStorage.getItem('token')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/home?reload=true');
  });

  it('401 on home does not navigate', async () => {
    path = '/home';
    report(new ApiError('unauthorized', '', 401));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('500 and 901: the msg, or system error', async () => {
    report(new ApiError('server', 'Insufficient balance', 901));
    expect(await lastToast()).toEqual(['error', 'Insufficient balance']);
    report(new ApiError('server', '', 500));
    expect(await lastToast()).toEqual(['error', 'common.systemError']);
  });

  it('100000032: no toast and no navigation; the agreement opens over the page and, accepted, the call is sent again', async () => {
    const decision = report(new ApiError('agreementRequired', 'accept', 100000032, { version: 'v' }));
    await settled();
    expect(showToast).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(useGateStore.getState().open).toBe('agreement');
    useGateStore.getState().settle(true);
    await expect(decision).resolves.toBe('retry');

    const declined = report(new ApiError('agreementRequired', 'accept', 100000032, { version: 'v' }));
    useGateStore.getState().settle(false);
    await expect(declined).resolves.toBe('fail');
    expect(useGateStore.getState().open).toBeNull();
  });

  it('other codes: the msg, or system error', async () => {
    report(new ApiError('rejected', 'Not allowed', 403));
    expect(await lastToast()).toEqual(['error', 'Not allowed']);
  });

  it('empty body: error occurred', async () => {
    report(new ApiError('emptyBody', '', 502));
    expect(await lastToast()).toEqual(['error', 'common.errorOccurred']);
  });

  it('network and timeout: in the member\'s words, never the browser\'s "Failed to fetch"', async () => {
    report(new ApiError('network', 'Failed to fetch'));
    expect(await lastToast()).toEqual(['error', 'common.networkError']);
    const timeout = new ApiError('network', '');
    timeout.timedOut = true;
    report(timeout);
    expect(await lastToast()).toEqual(['error', 'common.timeout']);
  });

  it('a failure its caller shows (under a form, in an error state) gets no toast, so it shows once', async () => {
    for (const error of [new ApiError('rejected', 'The simulation account does not support this function', 403), new ApiError('network', 'Failed to fetch')]) {
      error.shownByCaller = true;
      report(error);
    }
    await settled();
    expect(showToast).not.toHaveBeenCalled();
  });
});
