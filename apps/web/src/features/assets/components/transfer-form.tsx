import { TRANSFER_ACCOUNTS, USDT, USDT_DECIMALS, type TransferAccount } from '@halyard/shared';
import { ActionSheet, Button } from 'antd-mobile';
import { LoopOutline, RightOutline } from '../../../components/icons';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { AmountInput } from '../../../components/amount-input';
import { FormMessage } from '../../../components/form-message';
import { formatAmount, inputAmount } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { transferBody, transferDraftIssue, useCreateTransfer } from '../api/create-transfer';
import type { FormProblem } from '../../../lib/form-problem';
import { availableUsdt, useLiveBalances } from '../../../entities/account';
import { useSubmitKeys } from '../../../hooks/use-submit-keys';
import { serverProblem } from '../../../lib/form-problem';
import './transfer-route.css';

type Side = 'from' | 'to';

/** Moves USDT between the fund, options and staking accounts (the two sides always differ). */
export function TransferForm() {
  const { t } = useTranslation();
  const balances = useLiveBalances();
  const transfer = useCreateTransfer();
  const keys = useSubmitKeys();
  const [from, setFrom] = useState<TransferAccount>('fund');
  const [to, setTo] = useState<TransferAccount>('options');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<FormProblem>();
  const [picking, setPicking] = useState<Side | null>(null);
  const available = balances.data ? availableUsdt(balances.data, from) : undefined;

  const swap = () => {
    setFrom(to);
    setTo(from);
  };
  // Picking the account already on the other side swaps the two.
  const choose = (side: Side, account: TransferAccount) => {
    if (side === 'from') {
      if (account === to) setTo(from);
      setFrom(account);
    } else {
      if (account === from) setFrom(to);
      setTo(account);
    }
    setPicking(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const draft = { from, to, amount };
    const issue = transferDraftIssue(draft, available);
    setProblem(issue && { issue });
    if (issue) return;
    const body = transferBody(draft);
    transfer.mutate(
      { body, idempotencyKey: keys.keyFor(body) },
      {
        onSuccess: () => {
          keys.settle();
          setAmount('');
          showToast('success', t('assets.transfer.success'));
        },
        onError: (error) => setProblem(serverProblem(error)),
      },
    );
  };

  const sideButton = (side: Side, account: TransferAccount) => (
    <button type="button" className="transfer-route__side" data-testid={`transfer-${side}`} data-account={account} onClick={() => setPicking(side)}>
      <span className="transfer-route__label">{t(`assets.field.${side}`)}</span>
      <span className="transfer-route__account">{t(`assets.account.${account}`)}</span>
      <RightOutline className="transfer-route__chevron" />
    </button>
  );

  return (
    <form className="money-form" onSubmit={submit} noValidate data-testid="transfer-form">
      <div className="money-form__row">
        <span className="money-form__label">{t('assets.field.coin')}</span>
        <span className="money-form__value">{USDT}</span>
      </div>
      <div className="transfer-route">
        <div className="transfer-route__sides">
          {sideButton('from', from)}
          {sideButton('to', to)}
        </div>
        <button type="button" className="icon-button transfer-route__swap" aria-label={t('assets.transfer.swap')} data-testid="transfer-swap" onClick={swap}>
          <LoopOutline />
        </button>
      </div>
      <label className="money-form__label" htmlFor="transfer-amount-input">
        {t('assets.field.amount')}
      </label>
      <AmountInput
        value={amount}
        onChange={setAmount}
        placeholder={t('assets.transfer.amountPlaceholder')}
        unit={USDT}
        onUseMax={available === undefined ? undefined : () => setAmount(inputAmount(available, USDT_DECIMALS))}
        testId="transfer-amount"
      />
      <p className="money-form__hint" data-testid="transfer-available">
        {t('assets.availableValue', { amount: available === undefined ? '--' : formatAmount(available, USDT_DECIMALS), coin: USDT })}
      </p>
      <FormMessage problem={problem} testId="transfer-problem" />
      <Button block type="submit" color="primary" size="large" loading={transfer.isPending} loadingText={t('assets.transfer.submit')} data-testid="transfer-submit">
        {t('assets.transfer.submit')}
      </Button>
      <ActionSheet
        visible={picking !== null}
        extra={t('assets.transfer.chooseAccount')}
        cancelText={t('common.cancel')}
        actions={TRANSFER_ACCOUNTS.map((account) => ({
          key: account,
          text: <span data-testid={`transfer-pick-${account}`}>{t(`assets.account.${account}`)}</span>,
          onClick: () => picking && choose(picking, account),
        }))}
        onClose={() => setPicking(null)}
      />
    </form>
  );
}
