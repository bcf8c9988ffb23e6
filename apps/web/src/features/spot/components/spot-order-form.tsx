import { amountPrecisionOf, pricePrecisionOf, SPOT_SIDES, USDT, type FinanceConfig, type PriceType, type SpotSide } from '@halyard/shared';
import Decimal from '@halyard/shared/decimal';
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { AmountField } from './amount-field';
import { FEE_DECIMALS, SpotConfirmSheet } from './spot-confirm-sheet';
import { DecimalInput } from '../../../components/decimal-input';
import { ErrorState } from '../../../components/error-state';
import { FormMessage } from '../../../components/form-message';
import { FormSkeleton } from '../../../components/skeleton';
import { availableCoin, availableUsdt, useLiveBalances } from '../../../entities/account';
import { indexAsLimit, PriceTypeSwitch, SideSwitch, toneOf, useOrderTicket } from '../../../entities/order-ticket';
import { useFinanceConfig, useIndexPrice } from '../../../entities/trading';
import { formatAmount, formatPercent } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { useCreateSpotOrder } from '../api/create-spot-order';
import { amountShare, coinOf, spotDraftIssue, spotEstimate, spotOrderBody, valuationPrice, type SpotDraft, type SpotField } from '../order-draft';
import '../spot.css';

function OrderForm({ pair, config }: { pair: string; config: FinanceConfig }) {
  const { t } = useTranslation();
  const indexPrice = useIndexPrice(pair);
  const balances = useLiveBalances();
  const coin = coinOf(pair);
  const [side, setSide] = useState<SpotSide>('buy');
  const [priceType, setPriceType] = useState<PriceType>('market');
  const [price, setPrice] = useState('');
  const [amount, setAmount] = useState('');
  const ticket = useOrderTicket<SpotField>();
  const place = useCreateSpotOrder();

  const draft: SpotDraft = { pair, side, priceType, price, amount };
  const feeRate = config.spotFeeRate;
  const estimate = spotEstimate(draft, indexPrice, feeRate);
  const usdt = balances.data ? availableUsdt(balances.data, 'fund') : undefined;
  const held = balances.data ? availableCoin(balances.data, 'fund', coin) : undefined;
  const available = side === 'buy' ? usdt : held;
  const pricedAt = valuationPrice(draft, indexPrice);

  const choosePriceType = (next: PriceType) => {
    setPriceType(next);
    if (next === 'limit' && price === '' && indexPrice !== undefined) setPrice(indexAsLimit(indexPrice, pricePrecisionOf(pair)));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const issue = spotDraftIssue(draft, { indexPrice, availableUsdt: usdt, availableCoin: held, feeRate, minTotal: config.spotMinTotal });
    ticket.review(issue, true, (field) => t(`spot.field.${field}`));
  };

  const send = () => {
    place.mutate(spotOrderBody(draft), {
      onSuccess: (placed) => {
        ticket.close();
        setAmount('');
        showToast('success', t(placed.status === 'pending' ? 'spot.confirm.placed' : 'spot.confirm.filled'));
      },
      onError: ticket.failed,
    });
  };

  const invalid = (field: SpotField) => ticket.invalidField === field;
  const availableText = available === undefined ? '--' : formatAmount(available, side === 'buy' ? 2 : amountPrecisionOf(pair));
  return (
    <form className="ticket-form" onSubmit={submit} noValidate aria-label={t('spot.form.title')} data-testid="spot-form">
      <SideSwitch sides={SPOT_SIDES} value={side} onChange={setSide} label={t('spot.field.side')} sideLabel={(option) => t(`spot.side.${option}`)} testId="spot-side" />
      <PriceTypeSwitch value={priceType} onChange={choosePriceType} label={t('spot.priceType.label')} typeLabel={(type) => t(`spot.priceType.${type}`)} testIdPrefix="spot-type" />
      {priceType === 'limit' ? (
        <DecimalInput label={t('spot.field.price')} value={price} onChange={setPrice} unit={USDT} invalid={invalid('price')} testId="spot-price" />
      ) : (
        <p className="decimal-input decimal-input--static" data-testid="spot-market-price">
          {t('spot.form.marketPrice')}
        </p>
      )}
      <AmountField
        coin={coin}
        value={amount}
        onChange={setAmount}
        shareOf={(share) => (available === undefined ? undefined : amountShare(side, pair, share, available, pricedAt, feeRate))}
        invalid={invalid('amount')}
      />
      <dl className="ticket-figures">
        <div className="ticket-figures__row">
          <dt>{t('spot.form.available')}</dt>
          <dd data-testid="spot-available">
            {availableText} {side === 'buy' ? USDT : coin}
          </dd>
        </div>
        <div className="ticket-figures__row">
          <dt>{t('spot.field.total')}</dt>
          <dd data-testid="spot-total">{estimate ? `${formatAmount(estimate.total, 2)} ${USDT}` : `-- ${USDT}`}</dd>
        </div>
        <div className="ticket-figures__row">
          <dt>{t('spot.form.feeAt', { rate: formatPercent(new Decimal(feeRate).times(100), { signed: false }) })}</dt>
          <dd data-testid="spot-fee">{estimate ? `${formatAmount(estimate.fee, FEE_DECIMALS)} ${USDT}` : `-- ${USDT}`}</dd>
        </div>
      </dl>
      <FormMessage problem={ticket.problem} testId="spot-problem" />
      <Button block type="submit" size="large" className={`ticket-submit ticket-submit--${toneOf(SPOT_SIDES, side)}`} data-testid="spot-submit">
        {t(`spot.submit.${side}`, { coin })}
      </Button>
      <SpotConfirmSheet open={ticket.confirming !== undefined} draft={draft} estimate={estimate} sending={place.isPending} onConfirm={send} onCancel={ticket.close} />
    </form>
  );
}

/**
 * The spot order form: buy or sell the pair's coin against USDT in the fund account, at market or
 * at a limit, with quick shares of what is available and the total and fee as the member types.
 */
export function SpotOrderForm({ pair }: { pair: string }) {
  const config = useFinanceConfig();
  if (config.isPending) return <FormSkeleton fields={3} />;
  if (config.isError) return <ErrorState error={config.error} onRetry={() => void config.refetch()} />;
  return <OrderForm pair={pair} config={config.data} />;
}
