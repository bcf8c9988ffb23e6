import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageSection } from '../../../components/page-section';
import { Skeleton, SkeletonBlock } from '../../../components/skeleton';
import { StatusTag } from '../../../components/status-tag';
import { currentLanguageTag, useTranslation } from '../../../lib/i18n';
import { useReserveSnapshots } from '../api/get-reserve-snapshots';
import { formatSnapshotTime, groupSnapshots, type SnapshotGroup } from '../reserve-figures';
import { CoinReserveCard } from './coin-reserve-card';
import { MyBalanceCheck } from './my-balance-check';
import { ReservesExplainer } from './reserves-explainer';
import { SnapshotHistory } from './snapshot-history';
import '../reserves.css';

interface ReservesPageProps {
  /** Signed in: each coin offers "Verify my balance"; signed out, the page asks to sign in for it. */
  signedIn: boolean;
  onSignIn: () => void;
}

function CardsSkeleton() {
  return (
    <Skeleton className="cards-skeleton">
      <SkeletonBlock height="220px" />
      <SkeletonBlock height="220px" />
    </Skeleton>
  );
}

function SnapshotHeading({ group, newest }: { group: SnapshotGroup; newest: boolean }) {
  const { t } = useTranslation();
  return (
    <header className="reserves-snapshot__head" data-testid="reserves-snapshot" data-snapshot-id={group.snapshotId}>
      <h2 className="reserves-snapshot__title">
        {t('reserves.snapshot.title', { id: group.snapshotId })}
        {newest && <StatusTag tone="neutral" label={t('reserves.snapshot.newest')} />}
      </h2>
      <p className="reserves-snapshot__time" data-testid="reserves-snapshot-time">
        {t('reserves.snapshot.takenAt', { time: formatSnapshotTime(group.takenAt, currentLanguageTag()) })}
      </p>
    </header>
  );
}

/**
 * Proof of reserves: the newest snapshot (or one the member picks) coin by coin, each with the
 * member's own check; every snapshot published; and what it all proves, in plain words.
 */
export function ReservesPage({ signedIn, onSignIn }: ReservesPageProps) {
  const { t } = useTranslation();
  const query = useReserveSnapshots();
  const [chosen, setChosen] = useState<number>();
  const groups = groupSnapshots(query.data?.pages.flatMap((page) => page.rows) ?? []);
  const selected = groups.find((group) => group.snapshotId === chosen) ?? groups[0];
  // A snapshot's coins may straddle two pages: the last one loaded may miss some until the next page is in.
  const selectedMayBeCut = selected !== undefined && selected === groups.at(-1) && query.hasNextPage;
  const { fetchNextPage, isFetchingNextPage } = query;
  useEffect(() => {
    if (selectedMayBeCut && !isFetchingNextPage) void fetchNextPage();
  }, [selectedMayBeCut, isFetchingNextPage, fetchNextPage]);

  const select = (snapshotId: number) => {
    setChosen(snapshotId);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <div className="reserves-page">
      <p className="reserves-page__intro">{t('reserves.intro')}</p>
      {!signedIn && (
        <div className="reserves-sign-in" data-testid="reserves-sign-in">
          <p>{t('reserves.verify.signInHint')}</p>
          <Button size="small" color="primary" data-testid="reserves-sign-in-button" onClick={onSignIn}>
            {t('reserves.verify.signIn')}
          </Button>
        </div>
      )}
      <section className="reserves-snapshot">
        {query.isPending ? (
          <CardsSkeleton />
        ) : query.isError ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : selected === undefined ? (
          <EmptyState testId="reserves-empty" />
        ) : (
          <>
            <SnapshotHeading group={selected} newest={selected === groups[0]} />
            {selected.coins.map((tree) => (
              <CoinReserveCard key={`${tree.snapshotId}-${tree.coin}`} tree={tree}>
                {signedIn && <MyBalanceCheck tree={tree} />}
              </CoinReserveCard>
            ))}
          </>
        )}
      </section>
      {selected !== undefined && (
        <PageSection title={t('reserves.history.title')} testId="reserves-history-section">
          <SnapshotHistory groups={groups} query={query} selected={selected.snapshotId} onSelect={select} />
        </PageSection>
      )}
      <PageSection title={t('reserves.explain.title')} testId="reserves-explain-section">
        <ReservesExplainer />
      </PageSection>
    </div>
  );
}
