import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { menuGroups } from './navigation';
import { SideMenu } from '../components/side-menu';
import { useLogout, useMemberInfo, useSessionStore } from '../features/session';
import { clearSiteData } from '../lib/clear-site-data';
import { changeLocale, currentLocale } from '../lib/i18n';
import { useSideMenuStore } from '../stores/side-menu-store';
import { useThemeStore } from '../stores/theme-store';

/** Wires the side menu to the session, theme, language and navigation. */
export function SideMenuContainer() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { open, setOpen } = useSideMenuStore();
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

  return (
    <SideMenu
      open={open}
      onClose={() => setOpen(false)}
      account={address ? { address, mbId: member?.mbId, creditScore: member?.creditScore } : undefined}
      groups={menuGroups(t, { operator: address !== undefined && member?.operator === true })}
      onNavigate={goTo}
      theme={theme}
      onToggleTheme={toggleTheme}
      locale={currentLocale()}
      onSelectLocale={(locale) => void changeLocale(locale)}
      onClearCache={() => void clearSiteData()}
      onLogout={address ? () => void confirmLogout() : undefined}
    />
  );
}
