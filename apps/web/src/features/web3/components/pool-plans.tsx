import { RightOutline } from '../../../components/icons';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { RecordRowsSkeleton } from '../../../components/skeleton';
import { useStakingPlans } from '../api/get-staking-plans';
import { planLimits, ratePercent } from './rates';

/** Each plan as a pool of its own, leading to its figures and rules. */
export function PoolPlans({ detailPath }: { detailPath: (id: number) => string }) {
  const { t } = useTranslation();
  const query = useStakingPlans();
  if (query.isPending) return <RecordRowsSkeleton rows={3} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.rows.length === 0) return <EmptyState />;
  return (
    <ul className="record-list" data-testid="pool-plans">
      {query.data.rows.map((plan) => (
        <li key={plan.id}>
          <Link className="pool-plan" to={detailPath(plan.id)} data-testid={`pool-plan-${plan.days}`}>
            <span className="pool-plan__name">{t('web3.detail.title', { days: plan.days })}</span>
            <span className="pool-plan__rate">{t('web3.record.rate', { rate: ratePercent(plan.dailyRate) })}</span>
            <span className="pool-plan__limits">{t('web3.plan.limitsValue', planLimits(plan))}</span>
            <RightOutline className="pool-plan__chevron" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
