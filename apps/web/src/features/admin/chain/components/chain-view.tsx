import type { OperatorRole } from '@halyard/shared';
import { ErrorState } from '../../../../components/error-state';
import { CardsSkeleton } from '../../../../components/skeleton';
import { useTranslation } from '../../../../lib/i18n';
import { useChainStatus } from '../api/get-chain-status';
import { readsAddresses } from '../watcher-state';
import { ChainAddresses } from './chain-addresses';
import { ChainAlarms } from './chain-alarms';
import { WatcherCard } from './watcher-card';
import '../chain.css';

/**
 * The chain as operators see it: the watcher (or that deposits are reported and reviewed without a
 * node), its alarms, and the deposit addresses with their balances for the sweep.
 */
export function ChainView({ role }: { role: OperatorRole }) {
  const { t } = useTranslation();
  const status = useChainStatus();
  return (
    <section className="console-section" data-testid="console-chain">
      <h2 className="console-section__title">{t('console.section.chain')}</h2>
      {status.isPending ? (
        <CardsSkeleton count={3} height={96} />
      ) : status.isError ? (
        <ErrorState error={status.error} onRetry={() => void status.refetch()} />
      ) : (
        <>
          <WatcherCard status={status.data} />
          {status.data.configured && <ChainAlarms alarms={status.data.alarms} mayAcknowledge={role === 'admin'} />}
          {status.data.configured && readsAddresses(role) && <ChainAddresses />}
        </>
      )}
    </section>
  );
}
