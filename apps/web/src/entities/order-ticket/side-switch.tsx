import { toneOf } from './tone';
import './order-ticket.css';

interface SideSwitchProps<S extends string> {
  sides: readonly [S, S];
  value: S;
  onChange: (side: S) => void;
  label: string;
  sideLabel: (side: S) => string;
  /** The group's test id; each side's is `${testId}-${side}`. */
  testId: string;
}

/** Buy or sell, long or short, as two halves of one control: green for the first, red for the second. */
export function SideSwitch<S extends string>({ sides, value, onChange, label, sideLabel, testId }: SideSwitchProps<S>) {
  return (
    <div className="ticket-side" role="radiogroup" aria-label={label} data-testid={testId}>
      {sides.map((side) => (
        <button
          key={side}
          type="button"
          role="radio"
          aria-checked={side === value}
          className={`ticket-side__option ticket-side__option--${toneOf(sides, side)}`}
          onClick={() => onChange(side)}
          data-testid={`${testId}-${side}`}
        >
          {sideLabel(side)}
        </button>
      ))}
    </div>
  );
}
