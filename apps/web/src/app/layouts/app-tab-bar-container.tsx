import { useTranslation } from '../../lib/i18n';
import { useLocation } from 'react-router';
import { tabItems } from '../navigation';
import { AppTabBar } from '../../components/tab-bar';

export function AppTabBarContainer() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return <AppTabBar items={tabItems(t)} activePath={pathname} activeSearch={search} label={t('tab.label')} />;
}
