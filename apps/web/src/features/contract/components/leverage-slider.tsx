import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';

interface LeverageSliderProps {
  levels: readonly number[];
  value: number;
  onChange: (leverage: number) => void;
}

/**
 * The leverage as a slider that stops only at the published levels (ContractLevel/listH5): the
 * range moves over the levels' positions, so every stop is a level; each level below is also a button.
 */
export function LeverageSlider({ levels, value, onChange }: LeverageSliderProps) {
  const { t } = useTranslation();
  const id = useId();
  const index = Math.max(levels.indexOf(value), 0);
  const last = Math.max(levels.length - 1, 1);
  const shown = t('contract.form.leverageValue', { leverage: value });
  return (
    <div className="contract-leverage" data-testid="contract-leverage">
      <div className="contract-leverage__head">
        <label htmlFor={id}>{t('contract.form.chooseLeverage')}</label>
        <output htmlFor={id} className="contract-leverage__value" data-testid="contract-leverage-value">
          {shown}
        </output>
      </div>
      <input
        id={id}
        type="range"
        className="contract-leverage__range"
        min={0}
        max={last}
        step={1}
        value={index}
        aria-valuetext={shown}
        aria-describedby={`${id}-hint`}
        style={{ ['--fill' as string]: `${(index / last) * 100}%` }}
        onChange={(event) => onChange(levels[Number(event.target.value)] ?? value)}
        data-testid="contract-leverage-range"
      />
      <span id={`${id}-hint`} className="visually-hidden">
        {t('contract.form.leverageHint')}
      </span>
      <div className="contract-leverage__levels" role="radiogroup" aria-label={t('contract.form.chooseLeverage')}>
        {levels.map((level) => (
          <button key={level} type="button" role="radio" aria-checked={level === value} className="contract-leverage__level" onClick={() => onChange(level)} data-testid={`contract-leverage-${level}`}>
            {t('contract.form.leverageValue', { leverage: level })}
          </button>
        ))}
      </div>
    </div>
  );
}
