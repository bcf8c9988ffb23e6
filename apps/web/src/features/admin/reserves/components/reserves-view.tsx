import { useTranslation } from '../../../../lib/i18n';
import { ReserveWalletsCard } from './reserve-wallets-card';
import { SnapshotCard } from './snapshot-card';
import '../../chain/chain.css';
import '../../deposit-addresses/components/deposit-addresses-card.css';
import '../reserves.css';

/**
 * Proof of reserves as admins run it: the newest snapshot per coin (what members are owed beside
 * what the chain holds), a snapshot on demand, and the platform's declared wallets.
 */
export function ReservesView() {
  const { t } = useTranslation();
  return (
    <section className="console-section" data-testid="console-reserves">
      <h2 className="console-section__title">{t('console.section.reserves')}</h2>
      <SnapshotCard />
      <ReserveWalletsCard />
    </section>
  );
}
