import { useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'antd-mobile';
import { useTranslation } from '../../../lib/i18n';
import { logout } from '../api/logout';
import { endSession } from '../end-session';
import { showToast } from '../../../lib/toast';

/** Resolves true when the user confirmed and is now logged out, false on cancel. */
export function useLogout() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return async (): Promise<boolean> => {
    const confirmed = await Dialog.confirm({
      'aria-label': t('menu.system.logout'),
      content: t('menu.logoutConfirm'),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return false;
    try {
      await logout();
    } catch {
      // Spec §8: a failed logout call is tolerated; the local session ends anyway.
    }
    endSession(queryClient);
    showToast('success', t('menu.logoutSuccess'));
    return true;
  };
}
