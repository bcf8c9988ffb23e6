import { Dialog } from 'antd-mobile';
import { useTranslation } from '../lib/i18n';
import { useNavigate } from 'react-router';
import { menuGroups } from './menu-groups';
import { paths } from './paths';
import { SideMenu } from '../components/side-menu';
import { useLogout, useMemberInfo, useSessionStore } from '../features/session';
import { useOpenAfterMount } from '../hooks/use-opened-once';
import { clearSiteData } from '../lib/clear-site-data';
import { changeLocale, currentLocale } from '../lib/i18n';
import { useSideMenuStore } from '../stores/side-menu-store';
import { useThemeStore } from '../stores/theme-store';

/** Wires the side menu to the session, theme, language and navigation. */
export function SideMenuContainer() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { open: wanted, setOpen } = useSideMenuStore();
  const open = useOpenAfterMount(wanted);
  const { theme, toggleTheme } = useThemeStore();
  const address = useSessionStore((state) => state.address);
  const { data: member } = useMemberInfo();
  const logout = useLogout();

  const goTo = (path: string) => {
    setOpen(false);
    void navigate(path);
  };
  const confirmLogout = async () => {
    if (await logout()) goTo('/');
  };
  // Clearing the cache signs the member out and forgets their settings: asked first, in those words.
  const confirmClearCache = async () => {
    const confirmed = await Dialog.confirm({
      'aria-label': t('menu.system.clearCache'),
      content: t('menu.clearCacheConfirm'),
      confirmText: t('menu.system.clearCache'),
      cancelText: t('common.cancel'),
    });
    if (confirmed) await clearSiteData();
  };

  return (
    <SideMenu
      open={open}
      onClose={() => setOpen(false)}
      account={address ? { address, mbId: member?.mbId, creditScore: member?.creditScore } : undefined}
      groups={menuGroups(t, { operator: address !== undefined && member?.operator === true, agent: address !== undefined && member?.kind === 'agent' })}
      onNavigate={goTo}
      theme={theme}
      onToggleTheme={toggleTheme}
      locale={currentLocale()}
      onSelectLocale={(locale) => void changeLocale(locale)}
      onClearCache={() => void confirmClearCache()}
      onOpenReserves={() => goTo(paths.reserves)}
      onLogout={address ? () => void confirmLogout() : undefined}
      onSignIn={() => goTo(paths.login)}
    />
  );
}
