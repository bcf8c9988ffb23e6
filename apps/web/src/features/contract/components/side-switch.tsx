import { CONTRACT_SIDES, type ContractSide } from '@halyard/shared';
import { useTranslation } from '../../../lib/i18n';

/** Long or short, as two halves of one control: green for long, red for short. */
export function SideSwitch({ value, onChange }: { value: ContractSide; onChange: (side: ContractSide) => void }) {
  const { t } = useTranslation();
  return (
    <div className="contract-side" role="radiogroup" aria-label={t('contract.field.side')} data-testid="contract-side">
      {CONTRACT_SIDES.map((side) => (
        <button
          key={side}
          type="button"
          role="radio"
          aria-checked={side === value}
          className={`contract-side__option contract-side__option--${side}`}
          onClick={() => onChange(side)}
          data-testid={`contract-side-${side}`}
        >
          {t(`contract.side.${side}`)}
        </button>
      ))}
    </div>
  );
}
