import { CONTRACT_SIDES, pricePrecisionOf, QUOTE_COIN, type ContractSide, type FinanceConfig, type PriceType } from '@halyard/shared';
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { DecimalInput } from '../../../components/decimal-input';
import { LeverageSlider } from './leverage-slider';
import { MarginField } from './margin-field';
import { OrderConfirmSheet } from './order-confirm-sheet';
import { OrderEstimates } from './order-estimates';
import { RulesSheet } from './rules-sheet';
import { TriggerFields } from './trigger-fields';
import { ErrorState } from '../../../components/error-state';
import { FormMessage } from '../../../components/form-message';
import { FormSkeleton } from '../../../components/skeleton';
import { showToast } from '../../../lib/toast';
import { useCreateContractOrder } from '../api/create-contract-order';
import { useContractFree } from '../api/get-contract-free';
import { useContractLevels } from '../api/get-contract-levels';
import { indexAsLimit, PriceTypeSwitch, SideSwitch, toneOf, useOrderTicket } from '../../../entities/order-ticket';
import { useFinanceConfig, useIndexPrice } from '../../../entities/trading';
import { entryEstimate, orderBody, orderDraftIssue, parsedMargin, type OrderDraft, type OrderField } from '../order-draft';
import { orderAmount, type AmountUnit } from '../order-amount';
import { orderEstimate } from '../order-estimate';
import '../contract.css';
import '../contract-controls.css';

const DEFAULT_LEVERAGE = 10;

interface OrderFormProps {
  pair: string;
  levels: readonly number[];
  config: FinanceConfig;
}

function OrderForm({ pair, levels, config }: OrderFormProps) {
  const { t } = useTranslation();
  const indexPrice = useIndexPrice(pair);
  const [side, setSide] = useState<ContractSide>('long');
  const [priceType, setPriceType] = useState<PriceType>('market');
  const [price, setPrice] = useState('');
  const [unit, setUnit] = useState<AmountUnit>('margin');
  const [amount, setAmount] = useState('');
  const [leverage, setLeverage] = useState(levels.includes(DEFAULT_LEVERAGE) ? DEFAULT_LEVERAGE : (levels[0] ?? DEFAULT_LEVERAGE));
  const [withTriggers, setWithTriggers] = useState(false);
  const [stopProfit, setStopProfit] = useState('');
  const [stopLoss, setStopLoss] = useState('');
  const ticket = useOrderTicket<OrderField>();
  const free = useContractFree(leverage);
  const place = useCreateContractOrder();

  const entry = entryEstimate(side, priceType, price, indexPrice);
  const typed = orderAmount(unit, pair, amount, entry, leverage);
  const margin = 'margin' in typed ? typed.margin : '';
  const draft: OrderDraft = { pair, side, priceType, price, margin, leverage, withTriggers, stopProfit, stopLoss };
  const rates = { feeRate: config.contractFeeRate, maintenanceRate: config.maintenanceMarginRate };
  const estimate = orderEstimate(draft, indexPrice, rates);
  const available = free.data?.available;

  const choosePriceType = (next: PriceType) => {
    setPriceType(next);
    if (next === 'limit' && price === '' && indexPrice !== undefined) setPrice(indexAsLimit(indexPrice, pricePrecisionOf(pair)));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sizeInvalid = 'problem' in typed && typed.problem === 'invalid';
    const issue = sizeInvalid ? { key: 'contract.form.amountInvalid' as const, field: 'margin' as const } : orderDraftIssue(draft, { indexPrice, available, minMargin: config.contractMinMargin });
    ticket.review(issue, true, (field) => t(`contract.field.${field}`));
  };

  const send = () => {
    place.mutate(orderBody(draft), {
      onSuccess: (placed) => {
        ticket.close();
        setAmount('');
        setStopProfit('');
        setStopLoss('');
        showToast('success', t(placed.status === 'pending' ? 'contract.confirm.placed' : 'contract.confirm.opened'));
      },
      onError: ticket.failed,
    });
  };

  const invalid = (field: OrderField) => ticket.invalidField === field;
  return (
    <form className="ticket-form" onSubmit={submit} noValidate aria-label={t('contract.form.title')} data-testid="contract-form">
      <SideSwitch sides={CONTRACT_SIDES} value={side} onChange={setSide} label={t('contract.field.side')} sideLabel={(option) => t(`contract.side.${option}`)} testId="contract-side" />
      <div className="contract-form__row">
        <PriceTypeSwitch value={priceType} onChange={choosePriceType} label={t('contract.priceType.label')} typeLabel={(type) => t(`contract.priceType.${type}`)} testIdPrefix="contract-type" />
        <RulesSheet config={config} />
      </div>
      <p className="contract-isolated" data-testid="contract-isolated">
        <strong>{t('contract.form.isolated')}</strong> <span>{t('contract.form.isolatedHint')}</span>
      </p>
      <LeverageSlider levels={levels} value={leverage} onChange={setLeverage} />
      {priceType === 'limit' ? (
        <DecimalInput label={t('contract.field.price')} placeholder={t('contract.form.pricePlaceholder')} value={price} onChange={setPrice} unit={QUOTE_COIN} invalid={invalid('price')} testId="contract-price" />
      ) : (
        <p className="decimal-input decimal-input--static" data-testid="contract-market-price">
          {t('contract.form.marketPrice')}
        </p>
      )}
      <MarginField
        pair={pair}
        unit={unit}
        onUnit={(next) => {
          setUnit(next);
          setAmount('');
        }}
        value={amount}
        onChange={setAmount}
        margin={parsedMargin(margin)}
        size={estimate?.size}
        entry={entry}
        leverage={leverage}
        available={available}
        invalid={invalid('margin')}
      />
      <TriggerFields
        side={side}
        enabled={withTriggers}
        onToggle={setWithTriggers}
        stopProfit={stopProfit}
        stopLoss={stopLoss}
        onStopProfit={setStopProfit}
        onStopLoss={setStopLoss}
        invalidField={ticket.invalidField}
      />
      <OrderEstimates pair={pair} estimate={estimate} />
      <FormMessage problem={ticket.problem} testId="contract-problem" />
      <Button block type="submit" size="large" className={`ticket-submit ticket-submit--${toneOf(CONTRACT_SIDES, side)}`} data-testid="contract-submit">
        {t(`contract.open.${side}`)}
      </Button>
      <OrderConfirmSheet open={ticket.confirming !== undefined} draft={draft} estimate={estimate} sending={place.isPending} onConfirm={send} onCancel={ticket.close} />
    </form>
  );
}

/**
 * The contract order form: long or short, market or limit, leverage, margin with quick shares of
 * what is available, optional TP/SL, and the engine's own estimates as the member types.
 */
export function ContractOrderForm({ pair }: { pair: string }) {
  const levels = useContractLevels();
  const config = useFinanceConfig();
  if (levels.isPending || config.isPending) return <FormSkeleton fields={4} />;
  if (levels.isError) return <ErrorState error={levels.error} onRetry={() => void levels.refetch()} />;
  if (config.isError) return <ErrorState error={config.error} onRetry={() => void config.refetch()} />;
  return <OrderForm pair={pair} levels={levels.data} config={config.data} />;
}
