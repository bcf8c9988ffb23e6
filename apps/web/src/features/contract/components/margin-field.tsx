import { QUOTE_COIN } from '@halyard/shared';
import { useTranslation } from '../../../lib/i18n';
import { DecimalInput } from '../../../components/decimal-input';
import { formatAmount } from '../../../lib/format';
import { marginShare } from '../order-draft';

const SHARES = [25, 50, 75, 100] as const;

interface MarginFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The largest margin at the chosen leverage (its fee included); undefined while it loads. */
  available: string | undefined;
  invalid: boolean;
}

/** The margin in USDT, quick shares of what is available, and the available amount itself. */
export function MarginField({ value, onChange, available, invalid }: MarginFieldProps) {
  const { t } = useTranslation();
  return (
    <div className="contract-margin">
      <DecimalInput label={t('contract.field.margin')} placeholder={t('contract.form.marginPlaceholder')} value={value} onChange={onChange} unit={QUOTE_COIN} invalid={invalid} testId="contract-margin" />
      <div className="ticket-shares">
        {SHARES.map((share) => (
          <button
            key={share}
            type="button"
            className="ticket-shares__option"
            disabled={available === undefined}
            aria-label={t('contract.form.share', { share })}
            onClick={() => available !== undefined && onChange(marginShare(available, share))}
            data-testid={`contract-share-${share}`}
          >
            {share}%
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
