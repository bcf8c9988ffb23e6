export interface ChipOption<Value extends string> {
  value: Value;
  label: string;
}

interface ChipGroupProps<Value extends string> {
  label: string;
  options: readonly ChipOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  testId: string;
}

/** One choice among a few (coin, chain, filter), as a row of chips that scrolls sideways when long. */
export function ChipGroup<Value extends string>({ label, options, value, onChange, testId }: ChipGroupProps<Value>) {
  return (
    <div className="chip-group" role="radiogroup" aria-label={label} data-testid={testId}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="radio"
          aria-checked={option.value === value}
          className="chip"
          data-testid={`${testId}-${option.value}`}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
