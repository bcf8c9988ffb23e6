import { useTranslation } from '../../../lib/i18n';
import { PageSection } from '../../../components/page-section';
import { RecentTrades } from '../../../features/markets';
import { useSelectedPair } from '../../../lib/selected-pair';

/** /history?symbol=: the pair's latest trades, live. */
export default function HistoryRoute() {
  const { t } = useTranslation();
  const { pair } = useSelectedPair();
  return (
    <PageSection title={t('markets.trades.title')} testId="section-trades">
      <RecentTrades pair={pair} />
    </PageSection>
  );
}
