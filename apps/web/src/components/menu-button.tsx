import { UnorderedListOutline } from './icons';
import { useTranslation } from '../lib/i18n';
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
