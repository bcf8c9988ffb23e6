import { useTranslation } from 'react-i18next';
import { EmptySections } from '../../../components/empty-sections';

export default function BlindBoxRoute() {
  const { t } = useTranslation();
  return (
    <EmptySections
      sections={[
        { key: 'tiers', title: t('section.blindBox.tiers') },
        { key: 'history', title: t('section.blindBox.history') },
      ]}
    />
  );
}
