import { FEE_PRECISION, OPTION_DIRECTIONS, USDT, type OptionDirection } from '@halyard/shared';
import Decimal from '@halyard/shared/decimal';
import { useTranslation } from '../../../lib/i18n';
import { TicketConfirmSheet, toneOf } from '../../../entities/order-ticket';
import { formatAmount, formatPair, formatPercent, formatPrice, formatSignedAmount } from '../../../lib/format';
import { netTone } from '../option-rules';
import { optionFee, optionOutcomes, parsedAmount, type OptionOutcome, type OptionDraft } from '../order-draft';

/** Fees show up to 8 places: the server charges them to 8, rounded up. */
export const FEE_DECIMALS = FEE_PRECISION.option;

interface OptionConfirmSheetProps {
  direction: OptionDirection | undefined;
  draft: OptionDraft;
  profitRate: string | undefined;
  feeRate: string;
  price: string | undefined;
  pricePrecision: number;
  sending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Pair, direction, time, amount, fee and what each outcome pays (right, wrong, unchanged) net of stake and fee, to read once more before buying. */
export function OptionConfirmSheet({ direction, draft, profitRate, feeRate, price, pricePrecision, sending, onConfirm, onCancel }: OptionConfirmSheetProps) {
  const { t } = useTranslation();
  const amount = parsedAmount(draft.amount);
  const usdt = (value: Decimal, decimals = 2) => `${formatAmount(value, decimals)} ${USDT}`;
  const outcomes = amount && profitRate ? optionOutcomes(amount, profitRate, feeRate) : undefined;
  /** What an outcome pays, and beside it what the member is left with after the stake and the fee. */
  const outcome = (shown: OptionOutcome | undefined) =>
    shown ? (
      <span className="option-outcome">
        {usdt(shown.payout)} <span className={`option-net--${netTone(shown.net)}`}>({formatSignedAmount(shown.net, 2)})</span>
      </span>
    ) : (
      '--'
    );
  const items = direction && [
    { key: 'pair', label: t('options.field.pair'), value: formatPair(draft.pair) },
    { key: 'direction', label: t('options.field.direction'), value: <span className={`ticket-side-text--${toneOf(OPTION_DIRECTIONS, direction)}`}>{t(`options.direction.${direction}`)}</span> },
    { key: 'period', label: t('options.field.period'), value: t('options.form.periodValue', { seconds: draft.period }) },
    { key: 'price', label: t('options.field.livePrice'), value: price === undefined ? '--' : formatPrice(price, pricePrecision) },
    { key: 'amount', label: t('options.field.amount'), value: amount ? usdt(amount) : '--' },
    { key: 'fee', label: t('options.field.fee'), value: amount ? usdt(optionFee(amount, feeRate), FEE_DECIMALS) : '--' },
    { key: 'profitRate', label: t('options.field.profitRate'), value: profitRate ? formatPercent(new Decimal(profitRate).times(100), { signed: false }) : '--' },
    { key: 'winPayout', label: t('options.field.winPayout'), value: outcome(outcomes?.right) },
    { key: 'lossPayout', label: t('options.field.lossPayout'), value: outcome(outcomes?.wrong) },
    { key: 'drawPayout', label: t('options.field.drawPayout'), value: outcome(outcomes?.unchanged) },
  ];
  return (
    <TicketConfirmSheet
      open={direction !== undefined}
      title={t('options.confirm.title')}
      lead={t('options.confirm.lead')}
      items={items}
      submitLabel={t('options.confirm.submit')}
      tone={direction === 'fall' ? 'down' : 'up'}
      sending={sending}
      onConfirm={onConfirm}
      onCancel={onCancel}
      testId="option-confirm"
    />
  );
}
