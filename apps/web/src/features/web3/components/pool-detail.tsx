import { Button } from 'antd-mobile';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from 'react-router';
import { PageSection } from '../../../components/page-section';
import { RecordDetail } from '../../../components/record-detail';
import { useStakingPlan } from '../api/get-staking-plan';
import { PoolFiguresCard } from './pool-figures';
import { PoolRulesList } from './pool-rules';
import { planLimits, ratePercent } from './rates';
import '../web3.css';
import '../pool.css';

/** One plan's pool: its own figures over real rows, its terms, and how the pool works. */
export function PoolDetail({ planId, backTo, stakingPath }: { planId: number; backTo: string; stakingPath: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useStakingPlan(planId);
  return (
    <RecordDetail query={query} backTo={backTo}>
      {({ plan, pool }) => (
        <div className="web3-page" data-testid="pool-detail">
          <PoolFiguresCard title={t('web3.detail.title', { days: plan.days })} figures={pool} testId="pool-detail-figures" />
          <PageSection title={t('web3.detail.terms')} testId="pool-terms">
            <dl className="detail-list">
              <div className="detail-list__row">
                <dt>{t('web3.plan.dailyRate')}</dt>
                <dd data-testid="pool-terms-rate">{ratePercent(plan.dailyRate)}</dd>
              </div>
              <div className="detail-list__row">
                <dt>{t('web3.plan.term')}</dt>
                <dd>{t('web3.plan.days', { days: plan.days })}</dd>
              </div>
              <div className="detail-list__row">
                <dt>{t('web3.plan.limits')}</dt>
                <dd>{t('web3.plan.limitsValue', planLimits(plan))}</dd>
              </div>
            </dl>
            <Button block color="primary" size="large" onClick={() => void navigate(stakingPath)} data-testid="pool-stake">
              {t('web3.detail.stakeHere')}
            </Button>
          </PageSection>
          <PageSection title={t('web3.detail.rulesTitle')} testId="pool-rules">
            <PoolRulesList />
          </PageSection>
        </div>
      )}
    </RecordDetail>
  );
}
