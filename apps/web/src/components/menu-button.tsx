import { UnorderedListOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useSideMenuStore } from '../stores/side-menu-store';

/** The menu icon of every header; opens the side menu. */
export function MenuButton() {
  const { t } = useTranslation();
  const setOpen = useSideMenuStore((state) => state.setOpen);
  return (
    <button type="button" className="icon-button" aria-label={t('header.menu')} data-testid="header-menu" onClick={() => setOpen(true)}>
      <UnorderedListOutline />
    </button>
  );
}
