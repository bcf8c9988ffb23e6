import { amountPrecisionOf, coinByPair, QUOTE_COIN } from '@halyard/shared';
import type Decimal from '@halyard/shared/decimal';
import { useTranslation } from '../../../lib/i18n';
import { DecimalInput } from '../../../components/decimal-input';
import { formatAmount } from '../../../lib/format';
import { marginShare } from '../order-draft';
import { AMOUNT_UNITS, sizeForMargin, type AmountUnit } from '../order-amount';

const SHARES = [25, 50, 75, 100] as const;

interface MarginFieldProps {
  pair: string;
  unit: AmountUnit;
  onUnit: (unit: AmountUnit) => void;
  value: string;
  onChange: (value: string) => void;
  /** The margin the amount comes to (itself in USDT; computed from a size), once it is an amount. */
  margin: Decimal | undefined;
  /** The size that margin buys at the entry price and leverage, as the engine truncates it. */
  size: Decimal | undefined;
  entry: Decimal | undefined;
  leverage: number;
  /** The largest margin at the chosen leverage (its fee included); undefined while it loads. */
  available: string | undefined;
  invalid: boolean;
}

/** The amount, in USDT margin or in the coin's size (a switch), quick shares of what is available, and the other figure computed. */
export function MarginField({ pair, unit, onUnit, value, onChange, margin, size, entry, leverage, available, invalid }: MarginFieldProps) {
  const { t } = useTranslation();
  const coin = coinByPair(pair)?.coin ?? '';
  const decimals = amountPrecisionOf(pair);
  const share = (percent: number) => {
    if (available === undefined) return;
    const shareMargin = marginShare(available, percent);
    if (unit === 'margin') onChange(shareMargin);
    else if (entry) onChange(sizeForMargin(pair, shareMargin, entry, leverage).toString());
  };
  const label = unit === 'margin' ? t('contract.field.margin') : t('contract.form.sizeIn', { coin });
  return (
    <div className="contract-margin">
      <div className="contract-amount__units" role="radiogroup" aria-label={t('contract.form.amountUnit')}>
        {AMOUNT_UNITS.map((option) => (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={option === unit}
            aria-label={option === 'margin' ? t('contract.form.byMargin', { coin: QUOTE_COIN }) : t('contract.form.bySize', { coin })}
            className="contract-amount__unit"
            onClick={() => onUnit(option)}
            data-testid={`contract-unit-${option}`}
          >
            {option === 'margin' ? QUOTE_COIN : coin}
          </button>
        ))}
      </div>
      <DecimalInput label={label} placeholder={label} value={value} onChange={onChange} unit={unit === 'margin' ? QUOTE_COIN : coin} invalid={invalid} testId="contract-margin" />
      <p className="contract-amount__other" data-testid="contract-amount-other">
        {unit === 'margin'
          ? t('contract.form.sizeComes', { size: size ? `${formatAmount(size, decimals)} ${coin}` : '--' })
          : t('contract.form.marginComes', { margin: margin ? `${formatAmount(margin, 2)} ${QUOTE_COIN}` : '--', size: size ? `${formatAmount(size, decimals)} ${coin}` : '--' })}
      </p>
      <div className="ticket-shares">
        {SHARES.map((percent) => (
          <button
            key={percent}
            type="button"
            className="ticket-shares__option"
            disabled={available === undefined}
            aria-label={t('contract.form.share', { share: percent })}
            onClick={() => share(percent)}
            data-testid={`contract-share-${percent}`}
          >
            {percent}%
          </button>
        ))}
      </div>
      <p className="contract-available">
        <span>{t('contract.form.available')}</span>
        <span data-testid="contract-available">
          {available === undefined ? '--' : formatAmount(available, 2)} {QUOTE_COIN}
        </span>
      </p>
    </div>
  );
}
