import type { StakingPlanConsoleRow } from '@halyard/shared';
import { Button } from 'antd-mobile';
import { AddOutline, EditSOutline } from '../../../../components/icons';
import { useId, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { StakingPlanEditor } from './staking-plan-editor';
import { EmptyState } from '../../../../components/empty-state';
import { ErrorState } from '../../../../components/error-state';
import { CardsSkeleton } from '../../../../components/skeleton';
import { StatusTag } from '../../../../components/status-tag';
import { formatQuantity } from '../../../../lib/format';
import { useStakingPlansConsole } from '../api/staking-plans';
import { aprPercentOf } from '../../products/plans-tiers-draft';
import { percentOf } from '../../products/products-draft';
import '../../products/components/plans-tiers.css';

function PlanRow({ plan, onEdit }: { plan: StakingPlanConsoleRow; onEdit: () => void }) {
  const { t } = useTranslation();
  const testId = `plan-row-${plan.id}`;
  return (
    <li className="plan-row" data-testid={testId} data-days={plan.days} data-active={plan.active}>
      <div className="plan-row__head">
        <strong className="plan-row__title">{t('console.products.plans.planTitle', { days: plan.days })}</strong>
        <StatusTag label={t(plan.active ? 'console.products.plans.offered' : 'console.products.plans.notOffered')} tone={plan.active ? 'success' : 'neutral'} status={plan.active ? 'on' : 'off'} testId={`${testId}-status`} />
        <Button size="mini" fill="outline" color="primary" className="plan-row__edit" aria-label={t('console.products.plans.editLabel', { days: plan.days })} onClick={onEdit} data-testid={`${testId}-edit`}>
          <EditSOutline aria-hidden="true" /> {t('console.products.plans.edit')}
        </Button>
      </div>
      <dl className="row-facts">
        <div>
          <dt>{t('console.products.plans.amounts')}</dt>
          <dd data-testid={`${testId}-amounts`}>{t('console.products.plans.amountsValue', { min: formatQuantity(plan.minAmount, 8), max: formatQuantity(plan.maxAmount, 8) })}</dd>
        </div>
        <div>
          <dt>{t('console.products.plans.dailyRate')}</dt>
          <dd data-testid={`${testId}-rate`}>
            {plan.dailyRate} <span className="row-facts__weak">({percentOf(plan.dailyRate) ?? plan.dailyRate} %)</span>
          </dd>
          <dd className="row-facts__sub" data-testid={`${testId}-apr`}>
            {t('console.products.plans.apr', { percent: aprPercentOf(plan.dailyRate) ?? '—' })}
          </dd>
        </div>
        <div className="row-facts__inline">
          <dt>{t('console.products.plans.stakes')}</dt>
          <dd data-testid={`${testId}-stakes`}>{plan.activeStakes}</dd>
        </div>
      </dl>
    </li>
  );
}

/**
 * The staking plans (admins): each with its days, bounds, daily rate (and the APR it makes),
 * offered or not and the stakes running under it; a plan is added or changed in a side panel. A
 * change reaches new stakes only: a running stake keeps the days and rate it was made with.
 */
export function StakingPlansCard() {
  const { t } = useTranslation();
  const titleId = useId();
  const plans = useStakingPlansConsole();
  const [open, setOpen] = useState(false);
  // Kept while the panel slides away; a new key starts the form afresh each time it opens.
  const [target, setTarget] = useState<{ plan: StakingPlanConsoleRow | undefined; key: number }>({ plan: undefined, key: 0 });
  const edit = (plan: StakingPlanConsoleRow | undefined) => {
    setTarget((current) => ({ plan, key: current.key + 1 }));
    setOpen(true);
  };
  return (
    <section className="console-form terms-card" aria-labelledby={titleId} data-testid="plans-card">
      <div className="terms-card__head">
        <h3 className="terms-card__title" id={titleId}>
          {t('console.products.plans.title')}
        </h3>
        <Button size="small" color="primary" fill="outline" onClick={() => edit(undefined)} disabled={!plans.isSuccess} data-testid="plans-add">
          <AddOutline aria-hidden="true" /> {t('console.products.plans.add')}
        </Button>
      </div>
      <p className="console-form__hint">{t('console.products.plans.note')}</p>
      {plans.isPending ? (
        <CardsSkeleton count={2} height={92} />
      ) : plans.isError ? (
        <ErrorState error={plans.error} onRetry={() => void plans.refetch()} />
      ) : plans.data.rows.length === 0 ? (
        <EmptyState text={t('console.products.plans.empty')} testId="plans-empty" />
      ) : (
        <ul className="plan-rows" data-testid="plans-list">
          {plans.data.rows.map((plan) => (
            <PlanRow key={plan.id} plan={plan} onEdit={() => edit(plan)} />
          ))}
        </ul>
      )}
      <StakingPlanEditor open={open} plan={target.plan} formKey={target.key} onClose={() => setOpen(false)} />
    </section>
  );
}
