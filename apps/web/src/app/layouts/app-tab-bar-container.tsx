import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { tabItems } from '../navigation';
import { AppTabBar } from '../../components/tab-bar';

export function AppTabBarContainer() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return <AppTabBar items={tabItems(t)} activePath={pathname} onNavigate={(path) => void navigate(path)} />;
}
