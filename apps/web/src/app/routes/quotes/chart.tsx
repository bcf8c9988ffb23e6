import { useTranslation } from 'react-i18next';
import { EmptySections } from '../../../components/empty-sections';

export default function ChartRoute() {
  const { t } = useTranslation();
  return (
    <EmptySections
      sections={[
        { key: 'kline', title: t('section.chart.kline') },
        { key: 'trades', title: t('section.chart.trades') },
      ]}
    />
  );
}
