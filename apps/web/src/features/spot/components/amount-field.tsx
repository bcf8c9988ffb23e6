import { useTranslation } from '../../../lib/i18n';
import { DecimalInput } from '../../../components/decimal-input';

const SHARES = [25, 50, 75, 100] as const;

interface AmountFieldProps {
  coin: string;
  value: string;
  onChange: (value: string) => void;
  /** The amount `share` % of the available funds buys or sells; undefined while it cannot be known. */
  shareOf: (share: number) => string | undefined;
  invalid: boolean;
}

/** The amount in the pair's coin, and quick shares (25/50/75/100 %) of what is available. */
export function AmountField({ coin, value, onChange, shareOf, invalid }: AmountFieldProps) {
  const { t } = useTranslation();
  return (
    <>
      <DecimalInput label={t('spot.field.amount')} value={value} onChange={onChange} unit={coin} invalid={invalid} testId="spot-amount" />
      <div className="ticket-shares">
        {SHARES.map((share) => {
          const amount = shareOf(share);
          return (
            <button
              key={share}
              type="button"
              className="ticket-shares__option"
              disabled={amount === undefined}
              aria-label={t('spot.form.share', { share })}
              onClick={() => amount !== undefined && onChange(amount)}
              data-testid={`spot-share-${share}`}
            >
              {share}%
            </button>
          );
        })}
      </div>
    </>
  );
}
