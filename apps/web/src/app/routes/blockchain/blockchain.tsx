import { useTranslation } from 'react-i18next';
import { EmptySections } from '../../../components/empty-sections';

export default function BlockchainRoute() {
  const { t } = useTranslation();
  return (
    <EmptySections
      sections={[
        { key: 'pools', title: t('section.blockchain.pools') },
        { key: 'plans', title: t('section.blockchain.plans') },
      ]}
    />
  );
}
