import { useTranslation } from 'react-i18next';
import { EmptySections } from '../../../components/empty-sections';

export default function WhitePaperRoute() {
  const { t } = useTranslation();
  return (
    <EmptySections
      sections={[
        { key: 'content', title: t('section.whitePaper.content') },
      ]}
    />
  );
}
