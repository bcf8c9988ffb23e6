import { QueryClient } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiReporter } from './api-reporter';
import { useSessionStore } from '../features/session';
import { ApiError } from '../lib/api-client';

vi.mock('antd-mobile', () => ({ Toast: { show: vi.fn() } }));
vi.mock('../lib/i18n', () => ({ i18next: { t: (key: string) => key } }));

describe('api reporter (spec §8)', () => {
  const navigate = vi.fn();
  let path = '/overview';
  const report = createApiReporter({ queryClient: new QueryClient(), currentPath: () => path, navigate });
  const toastContent = () => vi.mocked(Toast.show).mock.lastCall?.[0];

  beforeEach(() => {
    vi.mocked(Toast.show).mockClear();
    navigate.mockClear();
    path = '/overview';
  });

  it('401: please log in, clears the session, reloads home', () => {
    useSessionStore.getState().signIn('jwt', '0xabc');
    report(new ApiError('unauthorized', 'Please log in', 401));
    expect(toastContent()).toMatchObject({ content: 'session.pleaseLogIn', duration: 1000 });
    expect(useSessionStore.getState().token).toBeUndefined();
    expect(localStorage.getItem('token')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/home?reload=true');
  });

  it('401 on home does not navigate', () => {
    path = '/home';
    report(new ApiError('unauthorized', '', 401));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('500 and 901: the msg, or system error', () => {
    report(new ApiError('server', 'Insufficient balance', 901));
    expect(toastContent()).toMatchObject({ content: 'Insufficient balance', icon: 'fail' });
    report(new ApiError('server', '', 500));
    expect(toastContent()).toMatchObject({ content: 'common.systemError' });
  });

  it('100000032: no toast, opens the user agreement', () => {
    report(new ApiError('agreementRequired', 'accept', 100000032, { version: 'v' }));
    expect(Toast.show).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/tos');
  });

  it('other codes: the msg, or system error', () => {
    report(new ApiError('rejected', 'Not allowed', 403));
    expect(toastContent()).toMatchObject({ content: 'Not allowed' });
  });

  it('empty body: error occurred', () => {
    report(new ApiError('emptyBody', '', 502));
    expect(toastContent()).toMatchObject({ content: 'common.errorOccurred' });
  });

  it('network: the error message, or system error', () => {
    report(new ApiError('network', 'Failed to fetch'));
    expect(toastContent()).toMatchObject({ content: 'Failed to fetch' });
    report(new ApiError('network', ''));
    expect(toastContent()).toMatchObject({ content: 'common.systemError' });
  });
});
