import { useTranslation } from 'react-i18next';
import { EmptySections } from '../../../components/empty-sections';

export default function TransferRecordDetailRoute() {
  const { t } = useTranslation();
  return (
    <EmptySections
      sections={[
        { key: 'detail', title: t('section.detail.summary') },
      ]}
    />
  );
}
