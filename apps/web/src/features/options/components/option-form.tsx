import { OPTION_DIRECTIONS, pricePrecisionOf, USDT, USDT_DECIMALS, type FinanceConfig, type OptionDirection } from '@halyard/shared';
import Decimal from '@halyard/shared/decimal';
import { DownCircleOutline, UpCircleOutline } from '../../../components/icons';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { OptionConfirmSheet } from './option-confirm-sheet';
import { DecimalInput } from '../../../components/decimal-input';
import { ErrorState } from '../../../components/error-state';
import { FormMessage } from '../../../components/form-message';
import { FormSkeleton } from '../../../components/skeleton';
import { availableUsdt, useLiveBalances } from '../../../entities/account';
import { useOrderTicket } from '../../../entities/order-ticket';
import { useFinanceConfig, useIndexPrice } from '../../../entities/trading';
import { formatAmount, formatPercent, formatQuantity } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { useCreateOptionOrder } from '../api/create-option-order';
import { optionDraftIssue, optionOrderBody, parsedAmount, winPayout, type OptionDraft, type OptionIssue } from '../order-draft';
import '../options.css';

function Form({ pair, config }: { pair: string; config: FinanceConfig['options'] }) {
  const { t } = useTranslation();
  const price = useIndexPrice(pair);
  const balances = useLiveBalances();
  const [period, setPeriod] = useState<number>();
  const [amount, setAmount] = useState('');
  const ticket = useOrderTicket<NonNullable<OptionIssue['field']>, OptionDirection>();
  const buy = useCreateOptionOrder();
  const available = balances.data ? availableUsdt(balances.data, 'options') : undefined;
  const draft: OptionDraft = { pair, period, amount };
  const profitRate = config.periods.find((row) => row.period === period)?.profitRate;
  const typed = parsedAmount(amount);

  const ask = (direction: OptionDirection) => {
    ticket.review(optionDraftIssue(draft, { available, minAmount: config.minAmount, feeRate: config.feeRate }), direction);
  };

  const send = () => {
    if (!ticket.confirming) return;
    buy.mutate(optionOrderBody(draft, ticket.confirming), {
      onSuccess: () => {
        ticket.close();
        setAmount('');
        showToast('success', t('options.confirm.placed'));
      },
      onError: ticket.failed,
    });
  };

  return (
    <section className="ticket-form ticket-form--roomy" aria-label={t('options.form.title')} data-testid="option-form">
      <h2 className="option-form__label" id="option-periods-label">
        {t('options.form.selectTime')}
      </h2>
      <div className={ticket.invalidField === 'period' ? 'option-periods option-periods--invalid' : 'option-periods'} role="radiogroup" aria-labelledby="option-periods-label">
        {config.periods.map((row) => (
          <button key={row.period} type="button" role="radio" aria-checked={row.period === period} className="option-period" onClick={() => setPeriod(row.period)} data-testid={`option-period-${row.period}`}>
            <strong>{t('options.form.periodValue', { seconds: row.period })}</strong>
            <span>+{formatPercent(new Decimal(row.profitRate).times(100), { signed: false })}</span>
          </button>
        ))}
      </div>
      <DecimalInput
        label={t('options.field.amount')}
        placeholder={t('options.form.amountPlaceholder')}
        value={amount}
        onChange={setAmount}
        unit={USDT}
        invalid={ticket.invalidField === 'amount'}
        testId="option-amount"
      />
      <dl className="ticket-figures">
        <div className="ticket-figures__row">
          <dt>{t('options.form.available')}</dt>
          <dd data-testid="option-available">
            {available === undefined ? '--' : formatAmount(available, 2)} {USDT}
          </dd>
        </div>
        <div className="ticket-figures__row">
          <dt>{t('options.field.winPayout')}</dt>
          <dd data-testid="option-win-payout">{typed && profitRate ? `${formatAmount(winPayout(typed, profitRate), 2)} ${USDT}` : `-- ${USDT}`}</dd>
        </div>
        <div className="ticket-figures__row">
          <dt>{t('options.form.minimum', { min: formatQuantity(config.minAmount, USDT_DECIMALS) })}</dt>
          <dd>
            {t('options.field.fee')} {formatPercent(new Decimal(config.feeRate).times(100), { signed: false })}
          </dd>
        </div>
      </dl>
      <FormMessage problem={ticket.problem} testId="option-problem" />
      <div className="option-buttons">
        {OPTION_DIRECTIONS.map((direction) => (
          <button key={direction} type="button" className={`option-buy option-buy--${direction}`} onClick={() => ask(direction)} data-testid={`option-buy-${direction}`}>
            {direction === 'rise' ? <UpCircleOutline aria-hidden="true" /> : <DownCircleOutline aria-hidden="true" />}
            {t(`options.buy.${direction}`)}
          </button>
        ))}
      </div>
      <OptionConfirmSheet
        direction={ticket.confirming}
        draft={draft}
        profitRate={profitRate}
        feeRate={config.feeRate}
        price={price}
        pricePrecision={pricePrecisionOf(pair)}
        sending={buy.isPending}
        onConfirm={send}
        onCancel={ticket.close}
      />
    </section>
  );
}

/** The options form: a time with its profit rate, the purchase amount from the options account, and rise or fall. */
export function OptionForm({ pair }: { pair: string }) {
  const config = useFinanceConfig();
  if (config.isPending) return <FormSkeleton fields={2} />;
  if (config.isError) return <ErrorState error={config.error} onRetry={() => void config.refetch()} />;
  return <Form pair={pair} config={config.data.options} />;
}
