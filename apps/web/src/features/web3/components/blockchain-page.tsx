import { BillOutline, GiftOutline, PieOutline, QuestionCircleOutline } from '../../../components/icons';
import { useTranslation } from '../../../lib/i18n';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { PageSection } from '../../../components/page-section';
import { RecordRowsSkeleton, Skeleton, SkeletonBlock } from '../../../components/skeleton';
import { useMiningPool } from '../api/get-mining-pool';
import { PoolFiguresCard } from './pool-figures';
import { PoolPlans } from './pool-plans';
import { PoolRulesSheet } from './pool-rules';
import { ProductionChart } from './production-chart';
import { RewardFeed } from './reward-feed';
import '../web3.css';
import '../pool.css';

export interface BlockchainPaths {
  staking: string;
  records: string;
  blindBox: string;
  poolDetail: (id: number) => string;
}

function Entries({ paths }: { paths: BlockchainPaths }) {
  const { t } = useTranslation();
  const [rulesOpen, setRulesOpen] = useState(false);
  const entries = [
    { key: 'staking', to: paths.staking, icon: <PieOutline />, label: t('web3.pool.entries.staking') },
    { key: 'records', to: paths.records, icon: <BillOutline />, label: t('web3.pool.entries.records') },
    { key: 'blindBox', to: paths.blindBox, icon: <GiftOutline />, label: t('web3.pool.entries.blindBox') },
  ];
  const icon = (node: ReactNode) => (
    <span className="web3-entries__icon" aria-hidden="true">
      {node}
    </span>
  );
  return (
    <nav className="web3-entries" aria-label={t('web3.pool.entries.label')} data-testid="web3-entries">
      {entries.map((entry) => (
        <Link key={entry.key} to={entry.to} className="web3-entries__item" data-testid={`web3-entry-${entry.key}`}>
          {icon(entry.icon)}
          {entry.label}
        </Link>
      ))}
      {/* The rules of every pool, in a sheet: they belong to no one plan. */}
      <button type="button" className="web3-entries__item" onClick={() => setRulesOpen(true)} data-testid="web3-entry-rules">
        {icon(<QuestionCircleOutline />)}
        {t('web3.pool.entries.rules')}
      </button>
      <PoolRulesSheet open={rulesOpen} onClose={() => setRulesOpen(false)} />
    </nav>
  );
}

/** The WEB3.0 tab: the pool's real figures, its daily production, the live feed of rewards, the entries and the plans. */
export function BlockchainPage({ paths }: { paths: BlockchainPaths }) {
  const { t } = useTranslation();
  const pool = useMiningPool();
  if (pool.isError && !pool.data) return <ErrorState error={pool.error} onRetry={() => void pool.refetch()} />;
  return (
    <div className="web3-page">
      <PoolFiguresCard title={t('web3.pool.title')} figures={pool.data} income={pool.data?.userIncome} testId="section-pools" />
      <Entries paths={paths} />
      <PageSection title={t('web3.pool.chartSection')} testId="section-production">
        {pool.data ? (
          <ProductionChart daily={pool.data.daily} />
        ) : (
          <Skeleton>
            <SkeletonBlock height={176} />
          </Skeleton>
        )}
      </PageSection>
      <PageSection title={t('web3.pool.recent')} testId="section-recent">
        <p className="web3-live" aria-hidden="true">
          <span className="web3-live__dot" />
          {t('web3.pool.live')}
        </p>
        {pool.data ? <RewardFeed rewards={pool.data.recent} /> : <RecordRowsSkeleton rows={3} />}
      </PageSection>
      <PageSection title={t('section.blockchain.plans')} testId="section-plans">
        <PoolPlans detailPath={paths.poolDetail} />
      </PageSection>
      <p className="web3-honest">{t('web3.pool.honest')}</p>
    </div>
  );
}
