import type { ReserveSnapshot, ReservesStatus } from '@halyard/shared';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { EmptyState } from '../../../../components/empty-state';
import { ErrorState } from '../../../../components/error-state';
import { FormMessage } from '../../../../components/form-message';
import { CardsSkeleton } from '../../../../components/skeleton';
import { StatusTag, type StatusTone } from '../../../../components/status-tag';
import { formatDateTime, formatPercent, formatQuantity } from '../../../../lib/format';
import { serverProblem, type FormProblem } from '../../../../lib/form-problem';
import { useTranslation } from '../../../../lib/i18n';
import { showToast } from '../../../../lib/toast';
import { FigureCard } from '../../console/components/figure-card';
import { useReserveSnapshots } from '../api/get-reserves';
import { useTakeReserveSnapshot } from '../api/take-reserve-snapshot';
import { newestPerCoin, reserveRatioPercent } from '../reserves-draft';

/** Places shown: enough for ETH's smallest sums; the published tree keeps all 18. */
const PLACES = 8;

const STATUS_TONES: Record<ReservesStatus, StatusTone> = { read: 'success', pending: 'pending', notConfigured: 'neutral', notOnChain: 'neutral', unavailable: 'danger' };

/** One coin of the newest snapshot: what members are owed, what the chain holds, and the ratio. */
function CoinFigures({ row }: { row: ReserveSnapshot }) {
  const { t } = useTranslation();
  const none = t('console.chain.none');
  const testId = `reserves-coin-${row.coin}`;
  const ratio = reserveRatioPercent(row);
  return (
    <article className="reserve-coin" data-testid={testId} data-status={row.reservesStatus}>
      <div className="chain-card__head">
        <h4 className="reserve-coin__name">{row.coin}</h4>
        <StatusTag label={t(`console.reserves.status.${row.reservesStatus}`)} tone={STATUS_TONES[row.reservesStatus]} status={row.reservesStatus} testId={`${testId}-status`} />
      </div>
      <div className="books-cards">
        <FigureCard testId={`${testId}-liabilities`} label={t('console.reserves.liabilities')} value={formatQuantity(row.liabilities, PLACES)} />
        <FigureCard testId={`${testId}-reserves`} label={t('console.reserves.reserves')} value={row.reserves ? formatQuantity(row.reserves.amount, PLACES) : none} />
        <FigureCard testId={`${testId}-ratio`} label={t('console.reserves.ratio')} value={ratio === undefined ? none : formatPercent(ratio, { signed: false })} />
      </div>
      <p className="console-row__meta" data-testid={`${testId}-taken`}>
        {t('console.reserves.taken', { id: row.snapshotId, when: formatDateTime(row.takenAt), members: row.leaves })}
      </p>
      {row.reserves && (
        <p className="console-row__meta" data-testid={`${testId}-read`}>
          {t('console.reserves.readAt', { block: row.reserves.blockNumber, addresses: row.reserves.addresses, wallets: row.reserves.wallets.length })}
        </p>
      )}
    </article>
  );
}

/** The newest snapshot per coin (the public list members see too), and a snapshot on demand. */
export function SnapshotCard() {
  const { t } = useTranslation();
  const snapshots = useReserveSnapshots();
  const take = useTakeReserveSnapshot();
  const [problem, setProblem] = useState<FormProblem>();
  const takeNow = async () => {
    setProblem(undefined);
    try {
      const taken = await take.mutateAsync();
      showToast('success', t('console.reserves.takenNow', { id: taken.snapshotId }));
    } catch (error) {
      setProblem(serverProblem(error));
    }
  };
  const coins = snapshots.data ? newestPerCoin(snapshots.data.rows) : [];
  return (
    <section className="chain-card" data-testid="reserves-snapshot" aria-labelledby="reserves-snapshot-title">
      <div className="chain-card__head">
        <h3 className="chain-card__title" id="reserves-snapshot-title">
          {t('console.reserves.latest')}
        </h3>
        <Button size="small" color="primary" fill="outline" loading={take.isPending} onClick={() => void takeNow()} data-testid="reserves-snapshot-take">
          {t('console.reserves.takeNow')}
        </Button>
      </div>
      <p className="chain-card__note">{t('console.reserves.cadence')}</p>
      <FormMessage problem={problem} testId="reserves-snapshot-problem" />
      {snapshots.isPending ? (
        <CardsSkeleton count={2} height={120} />
      ) : snapshots.isError ? (
        <ErrorState error={snapshots.error} onRetry={() => void snapshots.refetch()} />
      ) : coins.length === 0 ? (
        <EmptyState text={t('console.reserves.noSnapshot')} testId="reserves-snapshot-none" />
      ) : (
        coins.map((row) => <CoinFigures key={row.coin} row={row} />)
      )}
    </section>
  );
}
