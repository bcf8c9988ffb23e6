import { useTranslation } from 'react-i18next';
import { EmptySections } from '../../../components/empty-sections';

export default function CurrencyRoute() {
  const { t } = useTranslation();
  return (
    <EmptySections
      sections={[
        { key: 'orderBook', title: t('section.currency.orderBook') },
        { key: 'orderForm', title: t('section.currency.orderForm') },
        { key: 'orders', title: t('section.currency.orders') },
      ]}
    />
  );
}
