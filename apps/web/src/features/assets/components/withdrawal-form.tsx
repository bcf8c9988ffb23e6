import { FEE_PRECISION, TEXT_LIMITS, USDT, USDT_DECIMALS, type WithdrawalAddressRow, type WithdrawalChannel, type WithdrawalRow } from '@halyard/shared';
import { Button, Input } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { UnorderedListOutline } from '../../../components/icons';
import { useTranslation } from '../../../lib/i18n';
import { AmountInput } from '../../../components/amount-input';
import { ChipGroup } from '../../../components/chip-group';
import { FormMessage } from '../../../components/form-message';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { FormSkeleton } from '../../../components/skeleton';
import { formatAmount, inputAmount, formatQuantity } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { useCreateWithdrawal, withdrawalBody, withdrawalDraftIssue } from '../api/create-withdrawal';
import { useMoneyConfig } from '../api/get-money-config';
import type { FormProblem } from '../../../lib/form-problem';
import { availableUsdt, useLiveBalances } from '../../../entities/account';
import { useSubmitKeys } from '../../../hooks/use-submit-keys';
import { serverProblem } from '../../../lib/form-problem';
import { actualReceipt } from '../withdrawal-receipt';
import { AddressBookSheet } from './address-book-sheet';
import { WithdrawalConfirmSheet } from './withdrawal-confirm-sheet';
import './withdrawal-address.css';

function WithdrawalFields({ channels, onSubmitted }: { channels: WithdrawalChannel[]; onSubmitted: (row: WithdrawalRow) => void }) {
  const { t } = useTranslation();
  const balances = useLiveBalances();
  const withdraw = useCreateWithdrawal();
  const keys = useSubmitKeys();
  const [chain, setChain] = useState(channels[0]?.chain);
  const [address, setAddress] = useState('');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<FormProblem>();
  const [confirming, setConfirming] = useState(false);
  const [bookOpen, setBookOpen] = useState(false);
  const channel = channels.find((candidate) => candidate.chain === chain) ?? channels[0];
  if (!channel) return null;
  // Withdrawals leave from the fund account.
  const available = balances.data ? availableUsdt(balances.data, 'fund') : undefined;
  const receipt = actualReceipt(amount, channel.fee);

  const draft = { channel, address, amount };
  // Withdraw checks the form, then the sheet shows what will happen; only its Confirm sends.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const issue = withdrawalDraftIssue(draft, available);
    setProblem(issue && { issue });
    if (!issue) setConfirming(true);
  };

  const send = () => {
    const body = withdrawalBody(draft);
    withdraw.mutate(
      { body, idempotencyKey: keys.keyFor(body) },
      {
        onSuccess: (row) => {
          keys.settle();
          setConfirming(false);
          showToast('success', t('assets.withdrawal.success'));
          onSubmitted(row);
        },
        onError: (error) => {
          setConfirming(false);
          setProblem(serverProblem(error));
        },
      },
    );
  };

  const pick = (row: WithdrawalAddressRow) => {
    setChain(row.chain);
    setAddress(row.address);
    setProblem(undefined);
    setBookOpen(false);
  };

  return (
    <>
      <form className="money-form" onSubmit={submit} noValidate data-testid="withdrawal-form">
        <span className="money-form__label">{t('assets.withdrawal.chainType')}</span>
        <ChipGroup
          label={t('assets.withdrawal.chainType')}
          options={channels.map((option) => ({ value: option.chain, label: `${option.coin}-${option.chain}` }))}
          value={channel.chain}
          onChange={(next) => {
            setChain(next);
            setProblem(undefined);
          }}
          testId="withdrawal-chain"
        />
        <label className="money-form__label" htmlFor="withdrawal-address">
          {t('assets.field.address')}
        </label>
        <div className="address-field">
          <Input
            id="withdrawal-address"
            className="address-field__input money-form__input--mono"
            value={address}
            onChange={setAddress}
            placeholder={t('assets.withdrawal.addressPlaceholder', { network: channel.network })}
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            clearable
            maxLength={TEXT_LIMITS.address}
            data-testid="withdrawal-address"
          />
          <button type="button" className="icon-button address-field__book" aria-label={t('assets.withdrawal.openAddressBook')} onClick={() => setBookOpen(true)} data-testid="withdrawal-address-book">
            <UnorderedListOutline aria-hidden="true" />
          </button>
        </div>
        <label className="money-form__label" htmlFor="withdrawal-amount-input">
          {t('assets.field.amount')}
        </label>
        <AmountInput
          value={amount}
          onChange={setAmount}
          placeholder={t('assets.withdrawal.amountPlaceholder', { min: formatQuantity(channel.minAmount, channel.decimals) })}
          unit={USDT}
          onUseMax={available === undefined ? undefined : () => setAmount(inputAmount(available, USDT_DECIMALS))}
          testId="withdrawal-amount"
        />
        <p className="money-form__hint" data-testid="withdrawal-available">
          {t('assets.availableValue', { amount: available === undefined ? '--' : formatAmount(available, USDT_DECIMALS), coin: USDT })}
        </p>
        <div className="money-form__facts">
          <div className="money-form__row">
            <span className="money-form__label">{t('assets.field.fee')}</span>
            <span className="money-form__value" data-testid="withdrawal-fee">
              {formatAmount(channel.fee, FEE_PRECISION.withdrawal)} {USDT}
            </span>
          </div>
          <div className="money-form__row">
            <span className="money-form__label">{t('assets.field.actualReceipt')}</span>
            <span className="money-form__value money-form__value--strong" data-testid="withdrawal-receipt">
              {receipt === undefined ? '--' : formatAmount(receipt, USDT_DECIMALS)} {USDT}
            </span>
          </div>
          <div className="money-form__row">
            <span className="money-form__label">{t('assets.field.minimum')}</span>
            <span className="money-form__value" data-testid="withdrawal-minimum">
              {formatQuantity(channel.minAmount, channel.decimals)} {USDT}
            </span>
          </div>
        </div>
        <p className="money-form__hint">{t('assets.withdrawal.freezeNote')}</p>
        <FormMessage problem={problem} testId="withdrawal-problem" />
        <Button block type="submit" color="primary" size="large" loading={withdraw.isPending} loadingText={t('assets.withdrawal.submit')} data-testid="withdrawal-submit">
          {t('assets.withdrawal.submit')}
        </Button>
      </form>
      {/* Beside the form, not in it: a sheet's own form must not submit this one through React's tree. */}
      <WithdrawalConfirmSheet
        open={confirming}
        channel={channel}
        address={address.trim()}
        amount={amount.trim()}
        sending={withdraw.isPending}
        onConfirm={send}
        onCancel={() => setConfirming(false)}
      />
      <AddressBookSheet open={bookOpen} channels={channels} chain={channel.chain} address={address} onPick={pick} onClose={() => setBookOpen(false)} />
    </>
  );
}

/** Withdrawal: chain type, destination (typed or from the address book), amount with its fee and actual receipt, then a confirmation sheet. */
export function WithdrawalForm({ onSubmitted }: { onSubmitted: (row: WithdrawalRow) => void }) {
  const { t } = useTranslation();
  const config = useMoneyConfig();
  if (config.isPending) return <FormSkeleton fields={4} />;
  if (config.isError) return <ErrorState error={config.error} onRetry={() => void config.refetch()} />;
  if (config.data.withdrawal.length === 0) return <EmptyState text={t('common.noData')} testId="withdrawal-unavailable" />;
  return <WithdrawalFields channels={config.data.withdrawal} onSubmitted={onSubmitted} />;
}
