import { useTranslation } from 'react-i18next';
import { EmptySections } from '../../../components/empty-sections';

export default function OptionRoute() {
  const { t } = useTranslation();
  return <EmptySections sections={[{ key: 'orders', title: t('options.tabs.label') }]} />;
}
