import { ETH_DECIMALS, STAKING_REWARD_COIN, USDT_DECIMALS } from '@halyard/shared';
import { Button } from 'antd-mobile';
import Decimal from '@halyard/shared/decimal';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { AmountInput } from '../../../components/amount-input';
import { FormMessage } from '../../../components/form-message';
import { useLiveBalances } from '../../../entities/account';
import { formatAmount, inputAmount } from '../../../lib/format';
import { serverProblem, type FormProblem } from '../../../lib/form-problem';
import { showToast } from '../../../lib/toast';
import { exchangeDraftIssue, useExchangeEth } from '../api/exchange-eth';
import { useStakingSummary } from '../api/get-staking-summary';

/** ETH mining rewards to USDT in the staking account, at the live index price. */
export function ExchangeForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const balances = useLiveBalances();
  const summary = useStakingSummary();
  const exchange = useExchangeEth();
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<FormProblem>();
  const available = balances.data?.accounts.find((row) => row.account === 'mining' && row.coin === STAKING_REWARD_COIN)?.available;
  const price = summary.data?.ethPrice ?? undefined;
  const typedValid = exchangeDraftIssue(amount, undefined) === undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const issue = exchangeDraftIssue(amount, available);
    setProblem(issue && { issue });
    if (issue) return;
    exchange.mutate(amount.trim(), {
      onSuccess: (row) => {
        showToast('success', t('web3.exchange.success', { eth: formatAmount(row.amount, ETH_DECIMALS), usdt: formatAmount(row.usdtAmount, USDT_DECIMALS) }));
        onDone();
      },
      onError: (error) => setProblem(serverProblem(error)),
    });
  };

  return (
    <form className="money-form" onSubmit={submit} noValidate data-testid="exchange-form">
      <p className="money-form__hint" data-testid="exchange-price">
        {price ? t('web3.exchange.price', { price: formatAmount(price, USDT_DECIMALS) }) : '--'}
      </p>
      <label className="money-form__label" htmlFor="exchange-amount-input">
        {t('assets.field.amount')}
      </label>
      <AmountInput
        value={amount}
        onChange={setAmount}
        placeholder={t('web3.exchange.amountPlaceholder')}
        unit={STAKING_REWARD_COIN}
        onUseMax={available === undefined ? undefined : () => setAmount(inputAmount(available, ETH_DECIMALS))}
        testId="exchange-amount"
      />
      <p className="money-form__hint" data-testid="exchange-available">
        {t('web3.exchange.available', { amount: available === undefined ? '--' : formatAmount(available, ETH_DECIMALS) })}
      </p>
      <p className="money-form__value money-form__value--strong" data-testid="exchange-receive">
        {price && typedValid ? t('web3.exchange.receive', { amount: formatAmount(new Decimal(amount.trim()).times(price), USDT_DECIMALS) }) : ''}
      </p>
      <FormMessage problem={problem} testId="exchange-problem" />
      <Button block type="submit" color="primary" size="large" loading={exchange.isPending} loadingText={t('web3.exchange.submit')} data-testid="exchange-submit">
        {t('web3.exchange.submit')}
      </Button>
    </form>
  );
}
