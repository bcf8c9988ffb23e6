import { useTranslation } from 'react-i18next';
import { EmptySections } from '../../../components/empty-sections';

export default function OptionRoute() {
  const { t } = useTranslation();
  return (
    <EmptySections
      sections={[
        { key: 'periods', title: t('section.option.periods') },
        { key: 'orders', title: t('section.option.orders') },
      ]}
    />
  );
}
