import type { StakingPlanRow } from '@halyard/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { PageSection } from '../../../components/page-section';
import { useLiveStaking } from '../api/use-live-staking';
import { ExchangeForm } from './exchange-form';
import { Web3Sheet, type ActionGateComponent } from './sheet';
import { StakeForm } from './stake-form';
import { StakeList } from './stake-list';
import { StakingPlans } from './staking-plans';
import { StakingSummaryCard } from './staking-summary';
import { WithdrawForm } from './withdraw-form';
import '../web3.css';

type Sheet = { kind: 'stake'; plan: StakingPlanRow } | { kind: 'exchange' } | { kind: 'withdraw' } | null;

export interface StakingPaths {
  records: string;
  transfer: string;
}

/**
 * The staking tab: the member's summary, the plans, and the stakes in progress. Each form opens in
 * a sheet behind its gate, so the demo account reads why before it types anything.
 */
export function StakingPage({ gate: Gate, paths }: { gate: ActionGateComponent; paths: StakingPaths }) {
  const { t } = useTranslation();
  useLiveStaking();
  const [sheet, setSheet] = useState<Sheet>(null);
  const close = () => setSheet(null);
  return (
    <div className="web3-page">
      <StakingSummaryCard onExchange={() => setSheet({ kind: 'exchange' })} onWithdraw={() => setSheet({ kind: 'withdraw' })} recordsPath={paths.records} />
      <PageSection title={t('section.staking.plans')} testId="staking-plans">
        <StakingPlans onStake={(plan) => setSheet({ kind: 'stake', plan })} />
      </PageSection>
      <PageSection title={t('section.staking.records')} testId="staking-active">
        <StakeList filter="active" testId="active-stakes" />
        <Link className="web3-section-link" to={paths.records}>
          {t('web3.record.viewAll')}
        </Link>
      </PageSection>
      <Web3Sheet open={sheet?.kind === 'stake'} onClose={close} title={sheet?.kind === 'stake' ? t('web3.stake.title', { days: sheet.plan.days }) : ''} testId="stake-sheet">
        {sheet?.kind === 'stake' && (
          <Gate action="stake">
            <StakeForm plan={sheet.plan} transferPath={paths.transfer} onDone={close} />
          </Gate>
        )}
      </Web3Sheet>
      <Web3Sheet open={sheet?.kind === 'exchange'} onClose={close} title={t('web3.exchange.title')} testId="exchange-sheet">
        <Gate action="poolAction">
          <ExchangeForm onDone={close} />
        </Gate>
      </Web3Sheet>
      <Web3Sheet open={sheet?.kind === 'withdraw'} onClose={close} title={t('web3.withdraw.title')} testId="withdraw-sheet">
        <Gate action="poolAction">
          <WithdrawForm onDone={close} />
        </Gate>
      </Web3Sheet>
    </div>
  );
}
