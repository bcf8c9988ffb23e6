import { useTranslation } from 'react-i18next';
import { EmptySections } from '../../../components/empty-sections';

export default function TradeRoute() {
  const { t } = useTranslation();
  return (
    <EmptySections
      sections={[
        { key: 'positions', title: t('section.trade.positions') },
        { key: 'orders', title: t('section.trade.orders') },
      ]}
    />
  );
}
