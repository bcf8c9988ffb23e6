// @vitest-environment node
import { Toast } from 'antd-mobile';
import { describe, expect, it, vi } from 'vitest';
import { showToast } from './toast';

vi.mock('antd-mobile', () => ({ Toast: { show: vi.fn() } }));

describe('toasts (spec §8)', () => {
  it('show for one second, with the icon of their kind, above the side menu', async () => {
    const lastToast = () => vi.mocked(Toast.show).mock.lastCall?.[0];
    showToast('error', 'Insufficient balance');
    await vi.waitFor(() => expect(lastToast()).toEqual({ content: 'Insufficient balance', icon: 'fail', duration: 1000, maskStyle: { '--z-index': '3200' } }));
    showToast('success', 'Saved');
    await vi.waitFor(() => expect(lastToast()).toMatchObject({ content: 'Saved', icon: 'success' }));
    showToast('warning', 'Careful');
    await vi.waitFor(() => expect(lastToast()).toMatchObject({ content: 'Careful', icon: undefined }));
  });
});
