import { TOAST_DURATION_MS } from '@halyard/shared';

/** Above the side menu (3000) and its dialogs (3100). */
const TOAST_Z_INDEX = '3200';

/**
 * Every toast lasts TOAST_DURATION_MS (spec §8); kinds map to antd-mobile icons. The Toast itself
 * loads with the first one (the service worker keeps its chunk), not with the first page.
 */
export function showToast(kind: 'success' | 'error' | 'warning', content: string): void {
  const icon = kind === 'success' ? 'success' : kind === 'error' ? 'fail' : undefined;
  void import('./toast-view').then(({ Toast }) => {
    Toast.show({ content, icon, duration: TOAST_DURATION_MS, maskStyle: { '--z-index': TOAST_Z_INDEX } });
  });
}
