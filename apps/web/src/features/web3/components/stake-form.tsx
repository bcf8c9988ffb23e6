import { USDT, USDT_DECIMALS, type StakingPlanRow } from '@halyard/shared';
import { Button } from 'antd-mobile';
import Decimal from '@halyard/shared/decimal';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { AmountInput } from '../../../components/amount-input';
import { FormMessage } from '../../../components/form-message';
import { availableUsdt, useLiveBalances } from '../../../entities/account';
import { formatAmount, inputAmount } from '../../../lib/format';
import { serverProblem, type FormProblem } from '../../../lib/form-problem';
import { showToast } from '../../../lib/toast';
import { stakeDraftIssue, stakeEstimate, useCreateStake } from '../api/create-stake';
import { planLimits, ratePercent } from './rates';

/** "Enter the staking amount" (spec §5): the plan's bounds shown and checked, the reward estimated, then staked. */
export function StakeForm({ plan, transferPath, onDone }: { plan: StakingPlanRow; transferPath: string; onDone: () => void }) {
  const { t } = useTranslation();
  const balances = useLiveBalances();
  const create = useCreateStake();
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<FormProblem>();
  const available = balances.data ? availableUsdt(balances.data, 'staking') : undefined;
  const estimate = stakeEstimate(plan, amount);
  const limits = planLimits(plan);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const issue = stakeDraftIssue(plan, amount, available);
    setProblem(issue && { issue });
    if (issue) return;
    create.mutate(
      { configId: plan.id, amount: amount.trim() },
      {
        onSuccess: () => {
          showToast('success', t('web3.stake.success'));
          onDone();
        },
        onError: (error) => setProblem(serverProblem(error)),
      },
    );
  };
  const useMax = () => {
    if (available === undefined) return;
    const most = Decimal.min(available, plan.maxAmount);
    setAmount(inputAmount(most, USDT_DECIMALS));
  };

  return (
    <form className="money-form" onSubmit={submit} noValidate data-testid="stake-form">
      <div className="money-form__facts">
        <div className="money-form__row">
          <span className="money-form__label">{t('web3.plan.dailyRate')}</span>
          <span className="money-form__value money-form__value--strong">{ratePercent(plan.dailyRate)}</span>
        </div>
        <div className="money-form__row">
          <span className="money-form__label">{t('web3.plan.term')}</span>
          <span className="money-form__value">{t('web3.plan.days', { days: plan.days })}</span>
        </div>
        <div className="money-form__row">
          <span className="money-form__label">{t('web3.plan.limits')}</span>
          <span className="money-form__value" data-testid="stake-limits">
            {t('web3.plan.limitsValue', limits)}
          </span>
        </div>
      </div>
      <label className="money-form__label" htmlFor="stake-amount-input">
        {t('assets.field.amount')}
      </label>
      <AmountInput value={amount} onChange={setAmount} placeholder={t('web3.stake.amountPlaceholder')} unit={USDT} onUseMax={available === undefined ? undefined : useMax} testId="stake-amount" />
      <p className="money-form__hint" data-testid="stake-available">
        {t('web3.stake.available', { amount: available === undefined ? '--' : formatAmount(available, USDT_DECIMALS) })}{' '}
        <Link to={transferPath} className="web3-link">
          {t('web3.stake.topUp')}
        </Link>
      </p>
      <div className="money-form__facts">
        <div className="money-form__row">
          <span className="money-form__label">{t('web3.stake.daily')}</span>
          <span className="money-form__value" data-testid="stake-daily">
            {estimate ? t('web3.stake.estimate', { amount: formatAmount(estimate.daily, 4) }) : '--'}
          </span>
        </div>
        <div className="money-form__row">
          <span className="money-form__label">{t('web3.stake.total')}</span>
          <span className="money-form__value" data-testid="stake-total">
            {estimate ? t('web3.stake.estimate', { amount: formatAmount(estimate.total, 4) }) : '--'}
          </span>
        </div>
      </div>
      <p className="money-form__hint">{t('web3.stake.note')}</p>
      <FormMessage problem={problem} testId="stake-problem" />
      <Button block type="submit" color="primary" size="large" loading={create.isPending} loadingText={t('web3.stake.submit')} data-testid="stake-submit">
        {t('web3.stake.submit')}
      </Button>
    </form>
  );
}
