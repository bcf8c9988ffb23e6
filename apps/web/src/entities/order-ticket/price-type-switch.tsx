import { PRICE_TYPES, type PriceType } from '@halyard/shared';
import './order-ticket.css';

interface PriceTypeSwitchProps {
  value: PriceType;
  onChange: (type: PriceType) => void;
  label: string;
  typeLabel: (type: PriceType) => string;
  /** Each type's test id is `${testIdPrefix}-${type}`. */
  testIdPrefix: string;
}

/** Market or limit. */
export function PriceTypeSwitch({ value, onChange, label, typeLabel, testIdPrefix }: PriceTypeSwitchProps) {
  return (
    <div className="ticket-types" role="radiogroup" aria-label={label}>
      {PRICE_TYPES.map((type) => (
        <button key={type} type="button" role="radio" aria-checked={type === value} className="ticket-types__option" onClick={() => onChange(type)} data-testid={`${testIdPrefix}-${type}`}>
          {typeLabel(type)}
        </button>
      ))}
    </div>
  );
}
