import { useTranslation } from 'react-i18next';
import { EmptySections } from '../../../components/empty-sections';

export default function BulletinInfoRoute() {
  const { t } = useTranslation();
  return (
    <EmptySections
      sections={[
        { key: 'records', title: t('section.list.records') },
      ]}
    />
  );
}
