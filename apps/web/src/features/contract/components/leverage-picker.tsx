import { DownOutline } from '../../../components/icons';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { BottomSheet } from '../../../components/bottom-sheet';

/** The leverage as a compact button; it opens a sheet with the levels the server offers. */
export function LeveragePicker({ levels, value, onChange }: { levels: readonly number[]; value: number; onChange: (leverage: number) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        className="contract-select"
        onClick={() => setOpen(true)}
        aria-label={`${t('contract.form.chooseLeverage')}: ${t('contract.form.leverageValue', { leverage: value })}`}
        data-testid="contract-leverage"
      >
        {t('contract.form.leverageValue', { leverage: value })}
        <DownOutline aria-hidden="true" />
      </button>
      <BottomSheet open={open} onClose={close} title={t('contract.form.chooseLeverage')} lead={t('contract.form.leverageHint')} testId="contract-leverage-sheet">
        <div className="contract-levels" role="radiogroup" aria-label={t('contract.form.chooseLeverage')}>
          {levels.map((level) => (
            <button
              key={level}
              type="button"
              role="radio"
              aria-checked={level === value}
              className="contract-levels__option"
              onClick={() => {
                onChange(level);
                close();
              }}
              data-testid={`contract-leverage-${level}`}
            >
              {t('contract.form.leverageValue', { leverage: level })}
            </button>
          ))}
        </div>
      </BottomSheet>
    </>
  );
}
