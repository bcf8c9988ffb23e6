import { useTranslation } from 'react-i18next';
import { EmptySections } from '../../../components/empty-sections';

export default function StakingRoute() {
  const { t } = useTranslation();
  return (
    <EmptySections
      sections={[
        { key: 'plans', title: t('section.staking.plans') },
        { key: 'records', title: t('section.staking.records') },
      ]}
    />
  );
}
