import { useTranslation } from 'react-i18next';
import { EmptySections } from '../../../components/empty-sections';

export default function SearchRoute() {
  const { t } = useTranslation();
  return (
    <EmptySections
      sections={[
        { key: 'results', title: t('section.search.results') },
      ]}
    />
  );
}
