import { TEXT_LIMITS } from '@halyard/shared';
import { Input } from 'antd-mobile';
import { normalizeDecimalInput } from '../lib/format';
import { useTranslation } from '../lib/i18n';

interface AmountInputProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  unit: string;
  /** Fills in everything available ("All"); absent where there is no such limit (a deposit). */
  onUseMax?: () => void;
  testId: string;
}

/**
 * A decimal amount typed as text (never a float), its coin, and an "All" button; the field's id is
 * `${testId}-input`. No clear icon: antd-mobile's is a bare div a keyboard cannot reach, with an
 * aria-label axe refuses.
 */
export function AmountInput({ value, onChange, placeholder, unit, onUseMax, testId }: AmountInputProps) {
  const { t } = useTranslation();
  return (
    <div className="amount-input">
      <Input
        id={`${testId}-input`}
        className="amount-input__field"
        value={value}
        // A decimal comma (de_DE 0,5) reads as the point the amount is kept with.
        onChange={(typed) => onChange(normalizeDecimalInput(typed))}
        placeholder={placeholder}
        inputMode="decimal"
        autoComplete="off"
        maxLength={TEXT_LIMITS.numeric}
        data-testid={testId}
      />
      <span className="amount-input__unit">{unit}</span>
      {onUseMax && (
        <button type="button" className="text-button" data-testid={`${testId}-max`} onClick={onUseMax}>
          {t('assets.useMax')}
        </button>
      )}
    </div>
  );
}
