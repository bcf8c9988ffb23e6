import { USDT, USDT_DECIMALS, type DepositChannel, type DepositRow } from '@halyard/shared';
import { Button, Input } from 'antd-mobile';
import Decimal from '@halyard/shared/decimal';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { AmountInput } from '../../../components/amount-input';
import { ChipGroup } from '../../../components/chip-group';
import { ChainDeposit } from './chain-deposit';
import { DepositAddress } from './deposit-address';
import { FormMessage } from '../../../components/form-message';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { FormSkeleton } from '../../../components/skeleton';
import { formatAmount, formatQuantity, formatShortAddress } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { depositBody, depositDraftIssue, takesSender, useCreateDeposit } from '../api/create-deposit';
import { useMoneyConfig } from '../api/get-money-config';
import type { FormProblem } from '../../../lib/form-problem';
import { useSubmitKeys } from '../../../hooks/use-submit-keys';
import { serverProblem } from '../../../lib/form-problem';

/** USDT credited for an amount typed so far, at the channel's rate; undefined until it is a number. */
function estimateUsdt(amount: string, rate: string): Decimal | undefined {
  const text = amount.trim();
  return /^\d+(\.\d+)?$/.test(text) ? new Decimal(text).times(rate) : undefined;
}

interface DepositFormProps {
  /** The member's sign-in wallet: an Ethereum deposit comes from it unless they name another. */
  ownWallet: string | undefined;
  onSubmitted: (row: DepositRow) => void;
}

function DepositFields({ channels, ownWallet, onSubmitted }: DepositFormProps & { channels: DepositChannel[] }) {
  const { t } = useTranslation();
  const deposit = useCreateDeposit();
  const keys = useSubmitKeys();
  const coins = [...new Set(channels.map((channel) => channel.coin))];
  const [coin, setCoin] = useState(coins[0] ?? USDT);
  const coinChannels = channels.filter((channel) => channel.coin === coin);
  const [chain, setChain] = useState(coinChannels[0]?.chain);
  const channel = coinChannels.find((candidate) => candidate.chain === chain) ?? coinChannels[0] ?? channels[0];
  const [amount, setAmount] = useState('');
  const [txHash, setTxHash] = useState('');
  const [sender, setSender] = useState('');
  const [problem, setProblem] = useState<FormProblem>();
  if (!channel) return null;

  const chooseCoin = (next: string) => {
    setCoin(next);
    setChain(channels.find((candidate) => candidate.coin === next)?.chain);
    setProblem(undefined);
  };
  const picker = (
    <>
      <span className="money-form__label">{t('assets.field.coin')}</span>
      <ChipGroup label={t('assets.field.coin')} options={coins.map((value) => ({ value, label: value }))} value={coin} onChange={chooseCoin} testId="deposit-coin" />
      <span className="money-form__label">{t('assets.field.chain')}</span>
      <ChipGroup
        label={t('assets.field.chain')}
        options={coinChannels.map((option) => ({ value: option.chain, label: `${option.chain} · ${option.network}` }))}
        value={channel.chain}
        onChange={setChain}
        testId="deposit-chain"
      />
    </>
  );
  // Credited by the chain: the member's own address, nothing to report.
  if (channel.credit === 'chain') return <ChainDeposit channel={channel} picker={picker} />;
  const estimate = channel.coin === USDT ? undefined : estimateUsdt(amount, channel.rate);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const draft = { channel, amount, txHash, sender };
    const issue = depositDraftIssue(draft);
    setProblem(issue && { issue });
    if (issue) return;
    const body = depositBody(draft, ownWallet);
    deposit.mutate(
      { body, idempotencyKey: keys.keyFor(body) },
      {
        onSuccess: (row) => {
          keys.settle();
          showToast('success', t('assets.deposit.success'));
          onSubmitted(row);
        },
        onError: (error) => setProblem(serverProblem(error)),
      },
    );
  };

  return (
    <form className="money-form" onSubmit={submit} noValidate data-testid="deposit-form">
      {picker}
      <DepositAddress address={channel.address} title={t('assets.deposit.addressTitle')} demo={channel.demoAddress}>
        <p className="money-form__hint">{t('assets.deposit.sendOnly', { coin: channel.coin, network: channel.network })}</p>
      </DepositAddress>
      <div className="money-form__facts">
        <div className="money-form__row">
          <span className="money-form__label">{t('assets.field.rate')}</span>
          <span className="money-form__value" data-testid="deposit-rate">
            {t('assets.rateValue', { coin: channel.coin, rate: formatAmount(channel.rate, USDT_DECIMALS) })}
          </span>
        </div>
        <div className="money-form__row">
          <span className="money-form__label">{t('assets.field.minimum')}</span>
          <span className="money-form__value" data-testid="deposit-minimum">
            {formatQuantity(channel.minAmount, channel.decimals)} {channel.coin}
          </span>
        </div>
      </div>
      <label className="money-form__label" htmlFor="deposit-amount-input">
        {t('assets.field.amount')}
      </label>
      <AmountInput value={amount} onChange={setAmount} placeholder={t('assets.deposit.amountPlaceholder')} unit={channel.coin} testId="deposit-amount" />
      {estimate !== undefined && (
        <p className="money-form__hint" data-testid="deposit-estimate">
          {t('assets.deposit.estimate', { amount: formatAmount(estimate, USDT_DECIMALS) })}
        </p>
      )}
      <label className="money-form__label" htmlFor="deposit-tx-hash">
        {t('assets.field.txHash')}
      </label>
      <Input
        id="deposit-tx-hash"
        className="money-form__input money-form__input--mono"
        value={txHash}
        onChange={setTxHash}
        placeholder={t('assets.deposit.txHashPlaceholder')}
        autoComplete="off"
        clearable
        data-testid="deposit-tx-hash"
      />
      {takesSender(channel.chain) && (
        <>
          <label className="money-form__label" htmlFor="deposit-sender">
            {t('assets.deposit.sender')} <span className="money-form__optional">· {t('assets.deposit.senderOptional')}</span>
          </label>
          <Input
            id="deposit-sender"
            className="money-form__input money-form__input--mono"
            value={sender}
            onChange={setSender}
            placeholder={ownWallet ? t('assets.deposit.senderPlaceholder', { address: formatShortAddress(ownWallet) }) : '0x'}
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            data-testid="deposit-sender"
          />
          <p className="money-form__hint" data-testid="deposit-sender-hint">
            {t('assets.deposit.senderHint')}
          </p>
        </>
      )}
      <p className="money-form__hint">{t('assets.deposit.reviewNote')}</p>
      <FormMessage problem={problem} testId="deposit-problem" />
      <Button block type="submit" color="primary" size="large" loading={deposit.isPending} loadingText={t('assets.deposit.submit')} data-testid="deposit-submit">
        {t('assets.deposit.submit')}
      </Button>
    </form>
  );
}

/**
 * Deposit: coin and chain from the config; a reviewed channel shows the platform address with its
 * QR and rate, amount, hash and (Ethereum) the sending wallet; a chain-credited one the member's own address.
 */
export function DepositForm({ ownWallet, onSubmitted }: DepositFormProps) {
  const { t } = useTranslation();
  const config = useMoneyConfig();
  if (config.isPending) return <FormSkeleton fields={4} />;
  if (config.isError) return <ErrorState error={config.error} onRetry={() => void config.refetch()} />;
  if (config.data.deposit.length === 0) return <EmptyState text={t('assets.deposit.unavailable')} testId="deposit-unavailable" />;
  return <DepositFields channels={config.data.deposit} ownWallet={ownWallet} onSubmitted={onSubmitted} />;
}
