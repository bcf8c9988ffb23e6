import { USDT, USDT_DECIMALS } from '@halyard/shared';
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { AmountInput } from '../../../components/amount-input';
import { FormMessage } from '../../../components/form-message';
import { availableUsdt, useLiveBalances } from '../../../entities/account';
import { useSubmitKeys } from '../../../hooks/use-submit-keys';
import { formatAmount, inputAmount } from '../../../lib/format';
import { serverProblem, type FormProblem } from '../../../lib/form-problem';
import { showToast } from '../../../lib/toast';
import { useWithdrawStaking, withdrawDraftIssue } from '../api/withdraw-staking';

/** USDT from the staking account (the principal back, exchanged rewards) to the fund account. */
export function WithdrawForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const balances = useLiveBalances();
  const withdraw = useWithdrawStaking();
  const keys = useSubmitKeys();
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<FormProblem>();
  const available = balances.data ? availableUsdt(balances.data, 'staking') : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const issue = withdrawDraftIssue(amount, available);
    setProblem(issue && { issue });
    if (issue) return;
    const typed = amount.trim();
    withdraw.mutate(
      { amount: typed, idempotencyKey: keys.keyFor({ amount: typed }) },
      {
        onSuccess: () => {
          keys.settle();
          showToast('success', t('web3.withdraw.success'));
          onDone();
        },
        onError: (error) => setProblem(serverProblem(error)),
      },
    );
  };

  return (
    <form className="money-form" onSubmit={submit} noValidate data-testid="withdraw-form">
      <label className="money-form__label" htmlFor="withdraw-amount-input">
        {t('assets.field.amount')}
      </label>
      <AmountInput
        value={amount}
        onChange={setAmount}
        placeholder={t('web3.withdraw.amountPlaceholder')}
        unit={USDT}
        onUseMax={available === undefined ? undefined : () => setAmount(inputAmount(available, USDT_DECIMALS))}
        testId="withdraw-amount"
      />
      <p className="money-form__hint" data-testid="withdraw-available">
        {t('web3.withdraw.available', { amount: available === undefined ? '--' : formatAmount(available, USDT_DECIMALS) })}
      </p>
      <FormMessage problem={problem} testId="withdraw-problem" />
      <Button block type="submit" color="primary" size="large" loading={withdraw.isPending} loadingText={t('web3.withdraw.submit')} data-testid="withdraw-submit">
        {t('web3.withdraw.submit')}
      </Button>
    </form>
  );
}
