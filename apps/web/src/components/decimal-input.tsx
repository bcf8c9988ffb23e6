import { TEXT_LIMITS } from '@halyard/shared';
import { Input, type InputRef } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { normalizeDecimalInput } from '../lib/format';

interface DecimalInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  unit: string;
  invalid: boolean;
  testId: string;
  placeholder?: string;
}

/** A decimal typed as text (never a float) with its unit; its label is read out, shown as the placeholder. */
export function DecimalInput({ label, value, onChange, unit, invalid, testId, placeholder }: DecimalInputProps) {
  const field = useRef<InputRef>(null);
  // antd-mobile's Input does not pass aria-invalid on to its <input>: a screen reader hears the problem from the field itself.
  useEffect(() => {
    field.current?.nativeElement?.setAttribute('aria-invalid', String(invalid));
  }, [invalid]);
  return (
    <div className={invalid ? 'decimal-input decimal-input--invalid' : 'decimal-input'}>
      <Input
        id={`${testId}-input`}
        className="decimal-input__field"
        value={value}
        // A decimal comma (de_DE 0,5) reads as the point the amount is kept with.
        onChange={(typed) => onChange(normalizeDecimalInput(typed))}
        placeholder={placeholder ?? label}
        ref={field}
        aria-label={label}
        inputMode="decimal"
        autoComplete="off"
        maxLength={TEXT_LIMITS.numeric}
        data-testid={testId}
      />
      <span className="decimal-input__unit" aria-hidden="true">
        {unit}
      </span>
    </div>
  );
}
