import { SPOT_SIDES, type SpotSide } from '@halyard/shared';
import { useTranslation } from '../../../lib/i18n';

/** Buy or sell, as two halves of one control: green for buy, red for sell. */
export function SideSwitch({ value, onChange }: { value: SpotSide; onChange: (side: SpotSide) => void }) {
  const { t } = useTranslation();
  return (
    <div className="spot-side" role="radiogroup" aria-label={t('spot.field.side')} data-testid="spot-side">
      {SPOT_SIDES.map((side) => (
        <button
          key={side}
          type="button"
          role="radio"
          aria-checked={side === value}
          className={`spot-side__option spot-side__option--${side}`}
          onClick={() => onChange(side)}
          data-testid={`spot-side-${side}`}
        >
          {t(`spot.side.${side}`)}
        </button>
      ))}
    </div>
  );
}
