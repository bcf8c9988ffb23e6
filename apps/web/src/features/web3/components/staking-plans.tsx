import type { StakingPlanRow } from '@halyard/shared';
import { Button } from 'antd-mobile';
import { useTranslation } from '../../../lib/i18n';
import { CardsSkeleton } from '../../../components/skeleton';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { useStakingPlans } from '../api/get-staking-plans';
import { planLimits, ratePercent } from './rates';

function PlanCard({ plan, onStake }: { plan: StakingPlanRow; onStake: (plan: StakingPlanRow) => void }) {
  const { t } = useTranslation();
  const limits = planLimits(plan);
  return (
    <article className="plan-card" data-testid={`plan-${plan.days}`}>
      <header className="plan-card__head">
        <h3 className="plan-card__title">{t('web3.plan.title', { days: plan.days })}</h3>
        <span className="plan-card__badge">{t('web3.plan.days', { days: plan.days })}</span>
      </header>
      <div className="plan-card__body">
        <div className="plan-card__rate">
          <strong data-testid={`plan-${plan.days}-rate`}>{ratePercent(plan.dailyRate)}</strong>
          <span>{t('web3.plan.dailyRate')}</span>
        </div>
        <dl className="plan-card__facts">
          <dt>{t('web3.plan.limits')}</dt>
          <dd data-testid={`plan-${plan.days}-limits`}>{t('web3.plan.limitsValue', limits)}</dd>
        </dl>
      </div>
      <Button color="primary" size="middle" block onClick={() => onStake(plan)} data-testid={`plan-${plan.days}-stake`}>
        {t('web3.plan.stake')}
      </Button>
    </article>
  );
}

/** The staking plans, each with its days, daily rate and bounds, and a way to stake on it. */
export function StakingPlans({ onStake }: { onStake: (plan: StakingPlanRow) => void }) {
  const query = useStakingPlans();
  if (query.isPending) return <CardsSkeleton count={3} height={176} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.rows.length === 0) return <EmptyState testId="plans-empty" />;
  return (
    <div className="plan-cards">
      {query.data.rows.map((plan) => (
        <PlanCard key={plan.id} plan={plan} onStake={onStake} />
      ))}
    </div>
  );
}
